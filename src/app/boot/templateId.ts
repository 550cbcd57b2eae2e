// The id of the <template> holding the home screen in one language: written into index.html at
// build time (scripts/shell-plugin.ts) and read by the boot script (paint.ts).
export const homeTemplateId = (lang: string) => `shell-home-${lang}`;
