import '@shopify/polaris/build/esm/styles.css';
import './admin.css';
import { AppProvider } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import { RouterLink } from './components/router.js';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider i18n={en} linkComponent={RouterLink}>
      <App />
    </AppProvider>
  </StrictMode>,
);
