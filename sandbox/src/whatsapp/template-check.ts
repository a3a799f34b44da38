import { GRAPH_ERRORS, type GraphRefusal } from './graph-errors.js';
import type { RequestComponent } from './service.js';
import type { SentButton } from './store.js';
import { fill, type MessageTemplate, placeholdersIn } from './templates.js';

export type Checked = { ok: true; params: string[]; text: string; buttons: SentButton[] } | GraphRefusal;

const mismatch = (where: string, given: number, expected: number) =>
  GRAPH_ERRORS.paramCount(
    `${where}: number of localizable_params (${given}) does not match the expected number of params (${expected})`,
  );

/** A parameter WhatsApp refuses: a new line, a tab, or more than four spaces in a row (132018). */
const badText = /[\n\t]| {5,}/;

/**
 * Checks a send's components against the template as registered, as the Cloud API does: the body's parameter count,
 * each button by its index and kind (a URL button's suffix is required, a quick reply's payload optional: the button's
 * text comes back without one), and no header where the template has none.
 */
export function checkComponents(template: MessageTemplate, components: readonly RequestComponent[]): Checked {
  const expected = placeholdersIn(template.body);
  let params: string[] = [];
  let bodySeen = false;
  const filled = new Map<number, { kind: string; value: string | undefined }>();

  for (const component of components) {
    if (component.type === 'header') return mismatch('header', component.parameters?.length ?? 0, 0);
    if (component.type === 'body') {
      if (bodySeen) return GRAPH_ERRORS.invalidParameter('body: only one body component may be sent');
      bodySeen = true;
      const given = component.parameters ?? [];
      if (given.length !== expected) return mismatch('body', given.length, expected);
      params = [];
      for (const [i, parameter] of given.entries()) {
        if (parameter.type !== 'text' || typeof parameter.text !== 'string' || parameter.text === '') {
          return GRAPH_ERRORS.invalidParameter(`body: parameter ${i + 1} must be {"type": "text", "text": "…"}`);
        }
        if (badText.test(parameter.text)) {
          return GRAPH_ERRORS.paramText();
        }
        params.push(parameter.text);
      }
      continue;
    }
    if (component.type === 'button') {
      const index = Number(component.index);
      const registered = Number.isInteger(index) ? template.buttons[index] : undefined;
      if (!registered)
        return GRAPH_ERRORS.invalidParameter(`buttons: the template has no button at index ${component.index}`);
      if (filled.has(index)) return GRAPH_ERRORS.invalidParameter(`buttons: index ${index} is given twice`);
      if (component.sub_type !== registered.kind) {
        return GRAPH_ERRORS.invalidParameter(
          `buttons: the button at index ${index} is ${registered.kind}, not ${component.sub_type ?? 'given a sub_type'}`,
        );
      }
      const given = component.parameters ?? [];
      if (registered.kind === 'url') {
        const suffix = given[0];
        if (given.length !== 1) return mismatch(`buttons[${index}]`, given.length, 1);
        if (suffix?.type !== 'text' || !suffix.text) {
          return GRAPH_ERRORS.invalidParameter(
            `buttons[${index}]: a URL button takes {"type": "text", "text": suffix}`,
          );
        }
        filled.set(index, { kind: 'url', value: suffix.text });
      } else {
        const payload = given[0];
        if (given.length > 1) return mismatch(`buttons[${index}]`, given.length, 1);
        if (payload && (payload.type !== 'payload' || !payload.payload)) {
          return GRAPH_ERRORS.invalidParameter(`buttons[${index}]: a quick reply takes {"type": "payload", "payload"}`);
        }
        filled.set(index, { kind: 'quick_reply', value: payload?.payload });
      }
      continue;
    }
    return GRAPH_ERRORS.invalidParameter(`components: unknown type ${component.type}`);
  }
  if (!bodySeen && expected > 0) return mismatch('body', 0, expected);

  const buttons: SentButton[] = [];
  for (const [index, registered] of template.buttons.entries()) {
    const value = filled.get(index)?.value;
    if (registered.kind === 'url') {
      if (value === undefined) return mismatch(`buttons[${index}]`, 0, 1);
      buttons.push({ kind: 'url', text: registered.text, url: fill(registered.url, [value.replace(/^\/+/, '')]) });
    } else {
      buttons.push({ kind: 'quick_reply', text: registered.text, payload: value ?? registered.text });
    }
  }
  return { ok: true, params, text: fill(template.body, params), buttons };
}
