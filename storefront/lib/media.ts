/** Media files live at the media base address joined with their path (spec point 7). */
export function mediaUrl(base: string, file: string | null | undefined): string {
  if (!file) return '';
  if (/^https?:\/\//.test(file)) return file;
  return `${base.replace(/\/$/, '')}/${file.replace(/^\//, '')}`;
}
