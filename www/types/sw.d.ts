// The service worker's placeholders, replaced by www/tools/precache.mjs after each build.
/** Every file of the built site. */
declare const __FILES__: string[];
