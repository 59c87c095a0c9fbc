import { Center, Loader } from '@mantine/core';

/** Placeholder while a lazily loaded page arrives. */
export function PageLoader() {
  return (
    <Center mih="50vh" role="status" aria-label="Carregando">
      <Loader type="dots" />
    </Center>
  );
}
