import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { layoutStore } from './lib/layout/layout-store';
import { ensureSessionLoaded } from './lib/session-store';

// Before the first render: the guard needs the session, and <html> the stored dark choice.
ensureSessionLoaded();
layoutStore.applyToDocument();

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
