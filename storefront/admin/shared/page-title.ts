/** '<page> | Back office' for the browser tab. */
export const adminMeta = (page: string) => [
  { title: `${page} | Back office` },
  { name: 'robots', content: 'noindex, nofollow' },
];
