import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { phoneTapFigures } from './phone-taps';
import { startShopProcess } from './shop-process';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-'));
const shop = await startShopProcess('/work/main', { DATA_DIR: dir }, 3989);
try {
  console.log(JSON.stringify(await phoneTapFigures(shop.url, Number(process.argv[2] ?? 3))));
} finally {
  await shop.stop();
}
