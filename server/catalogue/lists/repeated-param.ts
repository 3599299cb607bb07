// A parameter that may come several times (?SubCategoryNo=3&SubCategoryNo=5) or as a list
// (?SubCategoryNo=3,5), under any spelling of its name: joined into one comma list, because
// parseInput keeps only the first value of a repeated key.
export function gatherRepeated(query: unknown, name: string): Record<string, unknown> {
  if (!query || typeof query !== 'object' || Array.isArray(query)) return {};
  const out: Record<string, unknown> = {};
  const values: string[] = [];
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (key.toLowerCase() !== name.toLowerCase()) out[key] = value;
    else for (const v of Array.isArray(value) ? value : [value]) values.push(String(v));
  }
  if (values.length > 0) out[name] = values.join(',');
  return out;
}
