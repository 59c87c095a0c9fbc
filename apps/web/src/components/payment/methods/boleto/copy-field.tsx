import { Button, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import classes from './boleto.module.css';

interface CopyFieldProps {
  label: string;
  value: string;
  /** What the copy button names for screen readers ("Copiar linha digitável"). */
  copyLabel: string;
}

async function writeClipboard(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * A code to copy (linha digitável, Pix copia e cola): shown whole, selectable, with a button that
 * copies it and says so ("Copiado") in a live region; when the browser refuses the clipboard,
 * the code is selected for the person to copy by hand.
 */
export function CopyField({ label, value, copyLabel }: CopyFieldProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const codeRef = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const copied = await writeClipboard(value);
    if (!copied && codeRef.current) {
      const range = document.createRange();
      range.selectNodeContents(codeRef.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
    }
    setState(copied ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 4000);
  };

  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        {label}
      </Text>
      <Group gap="sm" align="flex-start" wrap="wrap" className={classes.copyRow}>
        <Text component="code" ref={codeRef} className={classes.code}>
          {value}
        </Text>
        <Button
          variant={state === 'copied' ? 'light' : 'default'}
          color={state === 'copied' ? 'green' : undefined}
          onClick={() => void copy()}
          aria-label={state === 'copied' ? `${copyLabel}: copiado` : copyLabel}
          leftSection={
            state === 'copied' ? (
              <IconCheck size={16} aria-hidden />
            ) : (
              <IconCopy size={16} aria-hidden />
            )
          }
          className={classes.copyButton}
        >
          {state === 'copied' ? 'Copiado' : 'Copiar'}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" aria-live="polite" role="status" mt={4} mih={18}>
        {state === 'copied'
          ? `${label}: copiado para a área de transferência.`
          : state === 'failed'
            ? 'Não foi possível copiar automaticamente. O código está selecionado: use Ctrl+C (ou toque e segure para copiar).'
            : ''}
      </Text>
    </div>
  );
}
