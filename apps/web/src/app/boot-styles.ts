/**
 * decision 015 (round two): the server sends the stylesheet as a preload, so the painted shell in
 * index.html shows before it arrives; the app turns each preload into the stylesheet and renders
 * once it has applied — Mantine's components never paint unstyled. Without a preload (the dev
 * server, an index.html served as built) there is nothing to wait for.
 */
export function stylesApplied(doc: Document = document): Promise<void> {
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = doc.createElement('link');
          sheet.rel = 'stylesheet';
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          // a failed stylesheet must not keep the portal from starting
          sheet.onload = sheet.onerror = () => resolve();
          sheet.href = preload.href;
          doc.head.append(sheet);
        }),
    ),
  ).then(() => undefined);
}
