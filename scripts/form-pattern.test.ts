// One way to write a form (docs/decisions/0075, 0093): every form of the back office that sends a change
// takes its props from the one helper (`useAdminForm`'s formProps, or `ButtonForm` for a form of buttons
// only), so its messages and busy state come from one place; every account page's form is sent through
// `usePageForm`, and the page checks it with its schema from shop-rules/forms/ (`schemaErrors`). A form
// written by hand fails here. A look-up (method="get") changes nothing and is left out.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './import-boundaries';

/**
 * Forms that are not written the one way, each with why. Anything not listed here must use the helper.
 * storefront/driver/ is not checked yet: the driver's forms work offline through their own queue.
 */
const EXCEPTIONS: Record<string, string> = {
  // Signing out is a whole-page post to another address: no field, and the page it leaves has no busy state.
  'storefront/admin/shared/admin-shell.tsx': 'sign-out',
  // The helper itself.
  'storefront/admin/shared/admin-form.tsx': 'ButtonForm',
  // The Login and Register dialogs open over any storefront page, which must not load the form library
  // or zod (browser-tests/first-load-budget.spec.ts): they check with shop-rules' small rules instead.
  'storefront/account/session/login-dialog.tsx': 'storefront dialog',
  'storefront/account/session/register-dialog.tsx': 'storefront dialog',
};

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(projectRoot, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...sourceFiles(rel));
    else if (/\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name)) out.push(rel);
  }
  return out;
}

/** The source without its comments (a comment may name a <Form> it does not hold). */
const code = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Each <Form …> or <form …> opening tag in a file, braces counted so `=>` inside an attribute is kept. */
function formTags(text: string): string[] {
  const source = code(text);
  const tags: string[] = [];
  const start = /<(Form|form)[\s>]/g;
  for (let m = start.exec(source); m; m = start.exec(source)) {
    let depth = 0;
    let i = m.index + 1;
    for (; i < source.length; i++) {
      const c = source[i];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    tags.push(source.slice(m.index, i + 1));
  }
  return tags;
}

const isLookUp = (tag: string) => /method="get"/i.test(tag);
const usesHelper = (tag: string) => /\{\.\.\.\w+\.formProps\}/.test(tag);

describe('every back-office and account form is written the one way', () => {
  it('finds the forms it checks (a check that finds none proves nothing)', () => {
    const files = sourceFiles('storefront/admin');
    const tags = files.flatMap((f) => formTags(fs.readFileSync(path.join(projectRoot, f), 'utf8')));
    expect(tags.filter(usesHelper).length).toBeGreaterThan(20);
    expect(formTags('<Form method="post" onSubmit={(e) => e}>')).toEqual(['<Form method="post" onSubmit={(e) => e}>']);
    expect(usesHelper('<Form method="post" {...form.formProps}>')).toBe(true);
    expect(usesHelper('<Form method="post">')).toBe(false);
    expect(formTags('// the <Form> around the list\n/* a <form> */')).toEqual([]);
  });

  it('a back-office form that sends a change takes its props from useAdminForm or is a ButtonForm', () => {
    const handWritten: string[] = [];
    for (const file of sourceFiles('storefront/admin')) {
      if (EXCEPTIONS[file]) continue;
      const source = fs.readFileSync(path.join(projectRoot, file), 'utf8');
      for (const tag of formTags(source))
        if (!isLookUp(tag) && !usesHelper(tag)) handWritten.push(`${file}: ${tag.replace(/\s+/g, ' ')}`);
    }
    expect(handWritten).toEqual([]);
  });

  it("an account page's form is sent through usePageForm, and its route checks the form's schema", () => {
    const handWritten: string[] = [];
    // useSavingForm (use-saving-form.ts) is usePageForm with what a saved answer does.
    expect(
      code(fs.readFileSync(path.join(projectRoot, 'storefront/account/profile/use-saving-form.ts'), 'utf8')),
    ).toMatch(/usePageForm[<(]/);
    for (const file of sourceFiles('storefront/account')) {
      if (EXCEPTIONS[file]) continue;
      const source = fs.readFileSync(path.join(projectRoot, file), 'utf8');
      if (formTags(source).length > 0 && !/(usePageForm|useSavingForm)[<(]/.test(code(source))) handWritten.push(file);
    }
    expect(handWritten).toEqual([]);
    const routes = sourceFiles('storefront/account').filter((f) => f.endsWith('.route.tsx'));
    const withClientAction = routes.filter((f) =>
      fs.readFileSync(path.join(projectRoot, f), 'utf8').includes('export async function clientAction'),
    );
    const unchecked = withClientAction.filter(
      (f) => !fs.readFileSync(path.join(projectRoot, f), 'utf8').includes('schemaErrors'),
    );
    expect(withClientAction.length).toBeGreaterThan(2);
    expect(unchecked).toEqual([]);
  });

  it('names only exceptions that still exist', () => {
    for (const file of Object.keys(EXCEPTIONS)) expect(fs.existsSync(path.join(projectRoot, file)), file).toBe(true);
  });
});
