import { MantineProvider } from '@mantine/core';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PendingKeyResult } from './guided-flow';
import { useKeyResultLink } from './use-key-result-link';

const item = (id: string) => ({ id, title: `KR ${id}` }) as unknown as PendingKeyResult;

function wrapperAt(url: string) {
  return ({ children }: { children: ReactNode }) => (
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </MantineProvider>
  );
}

function useLinkAndLocation(pending: PendingKeyResult[] | undefined, start: () => void) {
  useKeyResultLink(pending, start);
  return useLocation();
}

describe('useKeyResultLink', () => {
  it('opens the flow on the linked key result once the pendências load, then drops ?kr', async () => {
    const start = vi.fn();
    const pending = [item('a'), item('b')];
    const { result, rerender } = renderHook(
      ({ list }: { list: PendingKeyResult[] | undefined }) => useLinkAndLocation(list, start),
      {
        wrapper: wrapperAt('/check-in?kr=b'),
        initialProps: { list: undefined as PendingKeyResult[] | undefined },
      },
    );
    expect(start).not.toHaveBeenCalled();
    rerender({ list: pending });
    await waitFor(() => expect(result.current.search).toBe(''));
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith([pending[1]]);
  });

  it('does nothing without the parameter', () => {
    const start = vi.fn();
    renderHook(() => useLinkAndLocation([item('a')], start), { wrapper: wrapperAt('/check-in') });
    expect(start).not.toHaveBeenCalled();
  });
});
