import { type SystemContext } from '@chakra-ui/react';
import { css } from '@emotion/react';

const globalKey = 'css-global';

/**
 * On a page the server rendered, Chakra's global styles are the server's: the system takes their
 * name (Emotion then adopts the server's `<style>`) and never builds or hashes them again. Chakra's
 * provider renders the layers' order first and the global styles next, and the server writes their
 * tags in that order: the global styles are the tag after the layers' one. Without both tags (a
 * page the browser renders) nothing changes.
 */
export const adoptServerGlobalStyles = (system: SystemContext): void => {
  const layersName = css(system.layers.atRule).name;
  const tags = [...document.head.querySelectorAll(`style[data-emotion^="${globalKey} "]`)];
  const names = tags.map((tag) => tag.getAttribute('data-emotion')!.slice(globalKey.length + 1));
  const globalName = names[names.indexOf(layersName) + 1];
  if (!names.includes(layersName) || globalName === undefined) return;
  (system as { _global: unknown })._global = { name: globalName, styles: '', next: undefined };
};
