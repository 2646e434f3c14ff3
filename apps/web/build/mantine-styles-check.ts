import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const MANTINE_CLASS = /\bm_[0-9a-f]{6,8}\b/g;

/**
 * decision 015 (round three): the portal imports Mantine's styles per component
 * (src/app/mantine-styles.ts). A component whose styles were forgotten would paint unstyled, so
 * the build fails when a Mantine class its scripts use has no rule in its stylesheets.
 */
export function mantineStylesCheck(): Plugin {
  return {
    name: 'kabinet-mantine-styles-check',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const require = createRequire(import.meta.url);
      const whole = fs.readFileSync(require.resolve('@mantine/core/styles.css'), 'utf8');
      const mantineClasses = new Set(whole.match(MANTINE_CLASS));
      const files = Object.values(bundle);
      const text = (ext: string) =>
        files
          .filter((f) => f.fileName.endsWith(ext))
          .map((f) => (f.type === 'chunk' ? f.code : String(f.source)))
          .join('\n');
      const styled = new Set(text('.css').match(MANTINE_CLASS));
      const unstyled = [...new Set(text('.js').match(MANTINE_CLASS))].filter(
        (c) => mantineClasses.has(c) && !styled.has(c),
      );
      if (unstyled.length > 0)
        this.error(
          `Mantine classes without their styles (add the component's file to src/app/mantine-styles.ts): ${unstyled.join(', ')}`,
        );
    },
  };
}
