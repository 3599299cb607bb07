// The shopper's own fields, as the checkout and the direct order (social sites) both ask for them: mobile,
// name, e-mail where the page asks for it, and the delivery address (docs/product.md#checkout). A field's
// message comes from the page's one check (field-problem.ts), shown under the field until it is changed.
import type { useFieldProblem } from './field-problem';
import { MobileField } from './mobile-field';
import { TextField } from './text-field';

type FieldProblem = ReturnType<typeof useFieldProblem>;

interface Contact {
  mobile: string;
  setMobile: (value: string) => void;
  name: string;
  setName: (value: string) => void;
  /** Only the checkout asks for an e-mail. */
  email?: { value: string; set: (value: string) => void };
}

export function ContactFields({
  idPrefix,
  contact,
  problem,
}: {
  idPrefix: string;
  contact: Contact;
  problem: FieldProblem;
}) {
  return (
    <>
      <MobileField id={`${idPrefix}-mobile`} value={contact.mobile} {...problem.bind('mobile', contact.setMobile)} />
      <TextField
        label="Name"
        name="name"
        value={contact.name}
        {...problem.bind('name', contact.setName)}
        required
        autoComplete="name"
        maxLength={100}
      />
      {contact.email ? (
        <TextField
          label="Email"
          name="email"
          type="email"
          value={contact.email.value}
          {...problem.bind('email', contact.email.set)}
          required
          autoComplete="email"
          maxLength={254}
        />
      ) : null}
    </>
  );
}

export function AddressField({
  value,
  set,
  problem,
  required,
}: {
  value: string;
  set: (value: string) => void;
  problem: FieldProblem;
  required: boolean;
}) {
  return (
    <TextField
      label="Address"
      name="address"
      value={value}
      {...problem.bind('address', set)}
      required={required}
      autoComplete="street-address"
      maxLength={500}
    />
  );
}
