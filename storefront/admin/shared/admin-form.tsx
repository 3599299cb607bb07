// The back office's forms, one way (docs/decisions/0075): useAdminForm gives the <Form> its props, each
// field its message (the shared schema's, checked in the browser, or the server's answer) and the busy
// state while a change is sent; SaveButton waits while it is.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Form, type FormProps, useNavigation } from 'react-router';
import type { ActionResult } from '../../../shop-rules/api/backoffice';
import type { FormSchema } from '../../../shop-rules/forms/fields';
import { useCheckedForm } from '../../lib/checked-form';
import { CsrfField } from './csrf-field';

/**
 * One form's props, messages and busy state. On a page of several forms posting to one action, `intent`
 * names this form's (its hidden intent field or its button's value): only a refusal of what it sent
 * marks its fields, and it is busy only while it is on its way.
 */
export function useAdminForm(
  schema: FormSchema | undefined,
  result: ActionResult | undefined | null,
  id?: string,
  intent?: string,
) {
  return useCheckedForm({ schema, serverErrors: refusedFor(result, intent)?.fields, id, intent });
}

/** The last answer when it refused this form (the intent it sent; any refusal when none is named). */
export function refusedFor(result: ActionResult | undefined | null, intent?: string) {
  if (!result || result.ok) return undefined;
  return intent === undefined || result.values?.intent === intent ? result : undefined;
}

/** A form's submit button: says it is sending, and is not pressed twice, while a change is on its way. */
export function SaveButton({
  busy,
  children,
  className = 'admin-button',
  onClick,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean }) {
  // aria-disabled, not disabled: the button keeps the keyboard's focus while it waits.
  return (
    <button
      type="submit"
      className={className}
      aria-disabled={busy || undefined}
      onClick={(event) => (busy ? event.preventDefault() : onClick?.(event))}
      {...button}
    >
      {children}
      {busy ? <span className="visually-hidden"> (sending…)</span> : null}
    </button>
  );
}

/** A hidden field's values: one, or a list sent under one name (a run's stops in their new order). */
type HiddenValue = string | number | readonly (string | number)[];
const valuesOf = (value: HiddenValue) => (Array.isArray(value) ? value : [value]).map(String);

/**
 * A form of buttons only (a row's Remove, Send again, a step of a run): its hidden fields name what it
 * acts on, and only it says it is busy while its own change is on its way, not every row of the list.
 * Nothing to check in the browser; the server checks what it names.
 */
export function ButtonForm({
  id,
  fields,
  children,
  ...form
}: Omit<FormProps, 'id' | 'method' | 'children'> & {
  id: string;
  fields: Readonly<Record<string, HiddenValue>>;
  children: (busy: boolean) => ReactNode;
}) {
  const { formProps } = useAdminForm(undefined, undefined, id);
  const navigation = useNavigation();
  const sent = navigation.state === 'submitting' ? navigation.formData : undefined;
  const busy =
    sent !== undefined &&
    Object.entries(fields).every(([name, value]) => sent.getAll(name).join('\n') === valuesOf(value).join('\n'));
  return (
    <Form method="post" {...form} {...formProps}>
      <CsrfField />
      {Object.entries(fields).flatMap(([name, value]) =>
        valuesOf(value).map((one, i) => <input key={`${name}-${i}`} type="hidden" name={name} value={one} />),
      )}
      {children(busy)}
    </Form>
  );
}
