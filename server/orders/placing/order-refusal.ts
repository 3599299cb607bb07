/** A business refusal (sold out, unknown product …): answered 200 {success: false, msg}, nothing saved. */
export class OrderRefusal extends Error {}

/** The same key was sent before with another body: answered 409. */
export class OrderConflict extends Error {}
