// `npm run dev`: the server from TypeScript with tsx (restarting when a source changes) and
// Vite's dev server with hot reload (http://localhost:5173, proxying the API to PORT or 3000).
// Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@kabinet/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@kabinet/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
for (const child of children) child.once('exit', stop);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
