// An action's answer to the page: a redirect passes through, a refusal keeps its HTTP status (so a
// form posted without JavaScript is answered 400/403/409 too) and shows above the form.
import { data } from 'react-router';
import type { ActionResult } from '../../../shop-rules/api/backoffice';

export function answer(result: ActionResult | Response) {
  if (result instanceof Response) return result;
  return result.ok ? result : data(result, { status: result.status });
}

export type Answer = ActionResult | undefined;
