import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from './api/query-client.js';
import { App } from './App.js';
import { AppProviders } from './AppProviders.js';
import { LazyDesktopShell } from './desktop/LazyDesktopShell.js';
import { applyThemeToDocument, useThemeStore } from './stores/theme-store.js';
import './styles/index.css';

applyThemeToDocument(useThemeStore.getState().theme);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

// Inside the desktop app the preload script gives the page its bridge; a browser has none.
const desktopBridge = window.kindredDesktop;

createRoot(rootElement).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders queryClient={createQueryClient()}>
        {desktopBridge ? (
          <LazyDesktopShell bridge={desktopBridge}>
            <App />
          </LazyDesktopShell>
        ) : (
          <App />
        )}
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
