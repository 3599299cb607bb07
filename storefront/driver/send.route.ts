// POST /driver/send: the phone's queued actions, each recorded once by its key (decision 0081); one
// answer per action. An action's photo of proof comes beside it as a file (`photo-<key>`, decision
// 0090); the phone sends a photo's action on its own, so one form holds one photo at most. The form
// carries the session's CSRF token like every back-office form.
import { PHOTO_MAX_BYTES, photoField } from '../../shop-rules/delivery/proof';
import type { Route } from './+types/send.route';

/** One photo and the actions' text, in megabytes. */
const MAX_FORM_MEGABYTES = Math.ceil(PHOTO_MAX_BYTES / (1024 * 1024)) + 1;

export async function action({ request, context }: Route.ActionArgs) {
  const result = await context.shop.backoffice.act(
    request,
    'driving',
    async (desk, form) => {
      let actions: unknown;
      try {
        actions = JSON.parse(String(form.get('actions') ?? '[]'));
      } catch {
        actions = null;
      }
      if (!Array.isArray(actions)) return { ok: false, msg: 'The actions could not be read.', fields: {}, status: 400 };
      const photos = new Map<string, Uint8Array>();
      for (const a of actions) {
        const key = String((a as { key?: unknown } | null)?.key ?? '');
        const file = key ? form.get(photoField(key)) : null;
        if (file instanceof Blob && file.size > 0) photos.set(key, new Uint8Array(await file.arrayBuffer()));
      }
      return Response.json(
        { answers: await desk.driving.send(actions, photos) },
        { headers: { 'Cache-Control': 'no-store' } },
      );
    },
    { maxMegabytes: MAX_FORM_MEGABYTES },
  );
  return result instanceof Response ? result : Response.json(result, { status: result.ok ? 200 : result.status });
}
