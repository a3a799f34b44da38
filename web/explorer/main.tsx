import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Explorer } from './Explorer';
import { readSettings } from './settings';

const mount = document.getElementById('explorer');
if (mount) {
  createRoot(mount).render(
    <StrictMode>
      <Explorer settings={readSettings(mount)} />
    </StrictMode>,
  );
}
