/**
 * The browser's own check of a form, in Bulgarian. A form that the browser checks before it is sent
 * (the gallery's: a photo of several megabytes is not sent only to be refused for an empty caption)
 * shows the browser's message in the phone's language: „Please fill out this field.“ on a phone set
 * to English. Once React runs, a field the browser stops says the server's own message for it
 * instead; an edit of the field clears it, and so does the next try to send the form (a field no
 * longer needed, such as the "before" photo's description once that photo is let go, does not stop
 * it). Without scripts the browser's words show, and the server answers a refused form as always.
 */

type CheckedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isCheckedField = (target: EventTarget | null): target is CheckedField =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/**
 * A ref for a `<form>`: `messages` by field name (the server's messages for those fields). React
 * runs the returned cleanup when the form goes.
 */
export function fieldMessages(messages: Readonly<Record<string, string>>) {
  return (form: HTMLFormElement | null) => {
    if (!form) return;
    const onInvalid = (event: Event) => {
      const field = event.target;
      if (!isCheckedField(field)) return;
      const message = messages[field.name];
      // Set while the field is invalid for the browser's own reason: it stays so until edited, or until the next try.
      if (message && !field.validity.customError) field.setCustomValidity(message);
    };
    const clear = (field: EventTarget | null) => {
      if (isCheckedField(field) && field.validity.customError) field.setCustomValidity("");
    };
    const onEdit = (event: Event) => clear(event.target);
    // A press of a submit button, or Enter in a field (which presses the form's first one): before the browser checks.
    const onSubmitPress = (event: Event) => {
      const pressed = event.target instanceof Element ? event.target.closest("button, input[type=submit]") : null;
      if (pressed instanceof HTMLInputElement || (pressed instanceof HTMLButtonElement && pressed.type === "submit"))
        for (const field of Array.from(form.elements)) clear(field);
    };
    // `invalid` does not bubble: caught on its way down.
    form.addEventListener("invalid", onInvalid, true);
    form.addEventListener("input", onEdit, true);
    form.addEventListener("change", onEdit, true);
    form.addEventListener("click", onSubmitPress, true);
    return () => {
      form.removeEventListener("invalid", onInvalid, true);
      form.removeEventListener("input", onEdit, true);
      form.removeEventListener("change", onEdit, true);
      form.removeEventListener("click", onSubmitPress, true);
    };
  };
}
