// One way to write a form (docs/decisions/0075): the form's zod schema from shop-rules/forms/ checks
// each field as it is left and the whole form before it is sent (Conform), and the server checks the
// same schema again. A message the server sent back (a form posted before the page woke, or a rule only
// the server can check) shows on its field, drawn on the server too, until the field is put right.
// Only route modules import this, so Conform loads with the pages that have forms, never with every
// storefront page.
import { getFormProps, parse, type SubmissionResult, useForm } from '@conform-to/react';
import { useMemo } from 'react';
import { useNavigation } from 'react-router';
import { checkFields, type FormSchema, fieldMessages } from '../../shop-rules/forms/fields';

/** Messages by field name, as both sides write them. */
export type FieldMessages = Readonly<Record<string, string>>;

const asLists = (fields: FieldMessages) =>
  Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, [message]]));

/** What the server answered, in the shape Conform keeps: its messages by field. */
function lastResultOf(fields: FieldMessages | undefined): SubmissionResult | undefined {
  if (!fields || Object.keys(fields).length === 0) return undefined;
  return { status: 'error', error: asLists(fields) };
}

/** The browser's check: the shared schema over what the form holds now. */
function checkWith(schema: FormSchema, formData: FormData) {
  return parse(formData, {
    resolve(payload) {
      const result = checkFields(schema, payload);
      return result.success
        ? { value: result.data as Record<string, unknown> }
        : { error: asLists(fieldMessages(result.error.issues)) };
    },
  });
}

/** The hidden field Conform adds when it checks one field as it is left. */
const CONFORM_INTENT = '__intent__';

/** No check in the browser: the form goes to the server as it is. */
const sendAsItIs = (formData: FormData) =>
  parse<Record<string, unknown>, string[]>(formData, { resolve: (payload) => ({ value: payload }) });

export interface CheckedFormOptions {
  /** The form's schema from shop-rules/forms/; none for a form of buttons only. */
  schema?: FormSchema;
  /** The server's messages of the last answer, by field. */
  serverErrors?: FieldMessages;
  /** A page with several forms names each. */
  id?: string;
  /**
   * A page whose forms post to one action tells them apart by the `intent` they send (a hidden field or
   * the button pressed): this form is busy only while its own intent is on its way.
   */
  intent?: string;
}

/**
 * A form's props (spread them on the <Form>), each field's message and whether a change is being sent
 * (the submit buttons say so and wait).
 */
export function useCheckedForm({ schema, serverErrors, id, intent }: CheckedFormOptions) {
  const lastResult = useMemo(() => lastResultOf(serverErrors), [serverErrors]);
  const [form] = useForm<Record<string, unknown>>({
    id,
    lastResult,
    // Before the page wakes the browser's own checks (required, maxLength) still stop an empty field.
    defaultNoValidate: false,
    // A form without a schema is checked by the server alone, when it is sent: Conform must not check a
    // field as it is left, which without a check of its own would send the form.
    shouldValidate: schema ? 'onBlur' : 'onSubmit',
    shouldRevalidate: schema ? 'onInput' : 'onSubmit',
    // A button marked formNoValidate (remove, print) sends the form unchecked, as the browser would;
    // Conform's own check of one field comes through such a button too, and is kept.
    onValidate: ({ formData, submitter }) =>
      schema && !(submitter?.formNoValidate && !formData.has(CONFORM_INTENT))
        ? checkWith(schema, formData)
        : sendAsItIs(formData),
  });
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' &&
    navigation.formMethod?.toUpperCase() !== 'GET' &&
    (intent === undefined || navigation.formData?.get('intent') === intent);
  const props = getFormProps(form);
  return {
    // Without a schema the browser's own checks stay on after the page wakes.
    formProps: schema ? props : { id: props.id, onSubmit: props.onSubmit },
    /** The field's message, from the browser's check or the server's answer, until the field is put right. */
    error: (name: string): string | undefined => form.allErrors[name]?.[0],
    /** Every message the form shows now, in the form's order: for a form whose fields have no spot of their own. */
    messages: (): string[] => Object.values(form.allErrors).flatMap((list) => list.slice(0, 1)),
    busy,
  };
}
