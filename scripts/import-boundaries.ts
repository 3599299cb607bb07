// Runs the import rules of .dependency-cruiser.cjs with dependency-cruiser's API (its command line
// wants a newer Node than the shop's). `npm run lint:imports` prints every import that breaks a rule.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseOptions, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Everything the shop's own code lives in. */
export const SHOP_FOLDERS = [
  'shop-rules',
  'database',
  'server',
  'storefront',
  'seed',
  'scripts',
  'bench',
  'wipay-sandbox',
  'whatsapp-sandbox',
  'browser-tests',
];

interface DependencyCruiserConfig {
  forbidden: IForbiddenRuleType[];
  options: ICruiseOptions & { tsConfig?: { fileName: string } };
}

export const importRules = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as DependencyCruiserConfig;

export interface Violation {
  rule: string;
  from: string;
  to: string;
  /** For a circle: the modules around it. */
  cycle?: string[];
}

/**
 * The imports under `folders` (paths relative to baseDir) that break a rule. With a tsconfig file, its
 * settings (rootDirs, paths) resolve the imports as TypeScript does.
 */
export async function importViolations(opts: {
  baseDir: string;
  folders: string[];
  tsConfigFile?: string;
}): Promise<Violation[]> {
  const { tsConfig, ...options } = importRules.options;
  const tsConfigFile = opts.tsConfigFile ?? (tsConfig ? path.join(opts.baseDir, tsConfig.fileName) : undefined);
  const parsedTsConfig = tsConfigFile ? extractTSConfig(tsConfigFile) : undefined;
  const result = await cruise(
    opts.folders,
    {
      ...options,
      baseDir: opts.baseDir,
      validate: true,
      ruleSet: { forbidden: importRules.forbidden },
      ...(tsConfigFile ? { tsConfig: { fileName: tsConfigFile } } : {}),
      outputType: 'json',
    },
    {},
    parsedTsConfig ? { tsConfig: parsedTsConfig } : {},
  );
  const output = (typeof result.output === 'string' ? JSON.parse(result.output) : result.output) as ICruiseResult;
  return output.summary.violations.map((v) => ({
    rule: v.rule.name,
    from: v.from,
    to: v.to,
    ...(v.cycle ? { cycle: v.cycle.map((c) => (typeof c === 'string' ? c : c.name)) } : {}),
  }));
}

function describeViolation(v: Violation): string {
  return v.cycle ? `${v.rule}: ${v.from} → ${v.cycle.join(' → ')}` : `${v.rule}: ${v.from} → ${v.to}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const violations = await importViolations({ baseDir: projectRoot, folders: SHOP_FOLDERS });
  for (const v of violations) console.error(describeViolation(v));
  console.log(violations.length === 0 ? 'Imports keep to the rules.' : `${violations.length} imports break the rules.`);
  process.exitCode = violations.length === 0 ? 0 : 1;
}
