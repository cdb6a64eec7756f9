import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './apollo/client';
import { App } from './App';
import { registerServiceWorker } from './modules/offline/register';
import './styles.css';
import './reading.css';

const client = createApolloClient();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
registerServiceWorker();
