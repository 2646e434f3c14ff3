// Renders the balance-transfer video tutorial (spec §2 "Video tutorial" modal) with the system
// Chromium: a canvas animation of the transfer form recorded by MediaRecorder into a small WebM.
// The result is committed under apps/web/public/tutorial/; run again after changing the scenes:
//   node --import tsx scripts/make-tutorial-video.ts
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public/tutorial');
const SECONDS = 8;

// Runs in the page: four scenes (sender, recipient, amount, success), 2 s each, no text (the
// captions carry the words in ru/en/kk), 640×360 at 15 fps.
function recordInPage(seconds: number): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  document.body.append(canvas);
  const g = canvas.getContext('2d')!;
  const field = (y: number, filled: number, active: boolean, label: string) => {
    g.fillStyle = '#fff';
    g.strokeStyle = active ? '#7b2cbf' : '#c9c9d3';
    g.lineWidth = active ? 4 : 2;
    g.beginPath();
    g.roundRect(120, y, 400, 48, 8);
    g.fill();
    g.stroke();
    g.fillStyle = '#333';
    g.font = '22px monospace';
    g.fillText(label.slice(0, Math.round(label.length * filled)), 140, y + 32);
  };
  const draw = (t: number) => {
    const scene = Math.min(3, Math.floor(t / 2));
    const p = Math.min(1, (t % 2) / 1.2);
    g.fillStyle = '#f3effa';
    g.fillRect(0, 0, 640, 360);
    g.fillStyle = '#7b2cbf';
    g.fillRect(0, 0, 640, 36);
    if (scene < 3) {
      field(70, scene === 0 ? p : 1, scene === 0, '700-100-0005');
      field(140, scene === 1 ? p : scene > 1 ? 1 : 0, scene === 1, '701-123-4567');
      field(210, scene === 2 ? p : 0, scene === 2, '1500 ₸  05');
      g.fillStyle = scene === 2 && p === 1 ? '#5a189a' : '#7b2cbf';
      g.beginPath();
      g.roundRect(220, 290, 200, 44, 22);
      g.fill();
      g.fillStyle = '#fff';
      g.fillText('→ ₸', 295, 320);
    } else {
      g.fillStyle = '#2b8a3e';
      g.beginPath();
      g.arc(320, 170, 70 * (0.6 + 0.4 * p), 0, Math.PI * 2);
      g.fill();
      g.strokeStyle = '#fff';
      g.lineWidth = 12;
      g.beginPath();
      g.moveTo(285, 172);
      g.lineTo(310, 198);
      g.lineTo(358, 145);
      g.stroke();
    }
  };
  const stream = canvas.captureStream(15);
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: 250_000,
  });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  return new Promise((resolve) => {
    recorder.onstop = async () => {
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      resolve(btoa(binary));
    };
    const start = performance.now();
    recorder.start(500);
    const tick = () => {
      const t = (performance.now() - start) / 1000;
      draw(t);
      if (t < seconds) requestAnimationFrame(tick);
      else recorder.stop();
    };
    tick();
  });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  // tsx names functions through a __name helper the page does not have
  await page.evaluate('window.__name = (f) => f');
  const base64 = await page.evaluate(recordInPage, SECONDS);
  const file = path.join(OUT, 'balance-transfer.webm');
  await writeFile(file, Buffer.from(base64, 'base64'));
  console.log(`${file}: ${Math.round((base64.length * 3) / 4 / 1024)} KiB`);
} finally {
  await browser.close();
}
