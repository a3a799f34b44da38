import { startAdmin } from './start';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
startAdmin(root);
