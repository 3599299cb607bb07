// The media folder as a MediaStore: what backups and media:upload read, and what the back office writes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { folderStore } from './folder-store';

describe('the media folder store', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-media-folder-'));
  const store = folderStore(dir);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const text = async (key: string, range?: string) => {
    const found = await store.open(key, { range });
    if (found.kind !== 'found') return found.kind;
    const chunks: Buffer[] = [];
    for await (const c of found.object.body) chunks.push(c as Buffer);
    return `${Buffer.concat(chunks).toString()}|${found.object.contentType}|${found.object.contentRange ?? ''}`;
  };

  it('writes, lists, reads, answers ranges and removes files by key', async () => {
    await store.put('videos/p1-abc.mp4', Buffer.from('0123456789'));
    await store.put('logo.svg', Buffer.from('<svg/>'));
    const keys: string[] = [];
    for await (const k of store.list()) keys.push(k);
    expect(keys.sort()).toEqual(['logo.svg', 'videos/p1-abc.mp4']);
    expect((await store.read('logo.svg'))?.toString()).toBe('<svg/>');
    expect(await text('videos/p1-abc.mp4')).toBe('0123456789|video/mp4|');
    expect(await text('videos/p1-abc.mp4', 'bytes=2-4')).toBe('234|video/mp4|bytes 2-4/10');
    expect(await text('videos/p1-abc.mp4', 'bytes=-3')).toBe('789|video/mp4|bytes 7-9/10');
    expect(await text('videos/p1-abc.mp4', 'bytes=20-')).toBe('bad-range');
    await store.remove(['videos/p1-abc.mp4', 'never-was.webp']);
    expect(await store.read('videos/p1-abc.mp4')).toBeNull();
    await expect(store.check()).resolves.toBeUndefined();
  });

  it('never reaches outside its folder', async () => {
    const name = `${path.basename(dir)}-outside.txt`;
    const outside = path.join(path.dirname(dir), name);
    fs.writeFileSync(outside, 'secret');
    for (const key of [`../${name}`, `a/../../${name}`, '/etc/passwd', '.hidden', 'a\\..\\b', '']) {
      expect(await store.read(key)).toBeNull();
      expect(await text(key)).toBe('missing');
    }
    await expect(store.put(`../${name}`, Buffer.from('x'))).rejects.toThrow();
    expect(fs.readFileSync(outside, 'utf8')).toBe('secret');
    fs.rmSync(outside);
  });
});
