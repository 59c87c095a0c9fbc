import { Alert, Button, Container } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { isChunkLoadError, reloadIfNewDeploy } from './chunk-errors';

/** Loads a page's component (its module's default export). */
export type PageLoader = () => Promise<ComponentType>;

interface PageAreaErrorProps {
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** In the page area, under the app's menu and top bar: the page failed, the shell stays. */
export function PageAreaError({ title, message, onRetry, retrying = false }: PageAreaErrorProps) {
  return (
    <Container size="sm" py="xl">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title={title}
        role="alert"
      >
        {message}
        <Button
          variant="light"
          color="red"
          size="xs"
          mt="sm"
          display="block"
          leftSection={<IconRefresh size={14} />}
          onClick={onRetry}
          loading={retrying}
        >
          Tentar novamente
        </Button>
      </Alert>
    </Container>
  );
}

/** The file a failed dynamic import names ("… module: https://host/assets/x-page-abc.js"). */
export function failedModuleUrl(error: unknown): string | null {
  if (!isChunkLoadError(error)) return null;
  return (error as Error).message.match(/https?:\/\/\S+?\.js\b/)?.[0] ?? null;
}

/**
 * Chromium keeps a failed import's result for its URL, so importing the same file again fails
 * without a request: fetch it under a new URL (its own imports resolve to the modules loaded).
 */
async function loadUnderFreshUrl(error: unknown): Promise<ComponentType> {
  const url = failedModuleUrl(error);
  if (!url) throw error;
  const module = (await import(/* @vite-ignore */ `${url}?retry=${Date.now()}`)) as {
    default: ComponentType;
  };
  return module.default;
}

/** A page whose first download failed: shows the error and loads the code again on request. */
function retryablePage(load: PageLoader): ComponentType {
  // The router keeps this component for the route: once loaded, later visits show the page.
  let loaded: ComponentType | null = null;
  return function RetryablePage() {
    const [Page, setPage] = useState<ComponentType | null>(() => loaded);
    const [retrying, setRetrying] = useState(false);
    if (Page) return <Page />;
    const retry = async () => {
      setRetrying(true);
      try {
        loaded = await load().catch((error: unknown) => loadUnderFreshUrl(error));
        const page = loaded;
        setPage(() => page);
      } catch (error) {
        console.error(error);
        if (!(await reloadIfNewDeploy())) setRetrying(false);
      }
    };
    return (
      <PageAreaError
        title="Não foi possível abrir esta página"
        message="Verifique sua conexão com a internet e tente novamente. O restante do Rumo continua disponível no menu."
        onRetry={retry}
        retrying={retrying}
      />
    );
  };
}

/**
 * A lazy route's component. When its code cannot be downloaded the route still resolves, to a
 * page that shows the error where the page would be, so the layout (menu, top bar) stays; after
 * a new deploy removed the old files the whole app reloads once instead.
 */
export async function loadPageComponent(load: PageLoader): Promise<ComponentType> {
  try {
    return await load();
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    console.error(error);
    // While the page reloads, keep the previous screen rather than flash an error.
    if (await reloadIfNewDeploy()) return new Promise<never>(() => {});
    return retryablePage(load);
  }
}
