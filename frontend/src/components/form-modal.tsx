import { FormLayout, Modal } from '@shopify/polaris';
import type { ReactNode } from 'react';
import type { ProblemWords } from '../api/api-error.js';
import { ErrorBanner } from './error-banner.js';
import { FormProblemProvider } from './form-problem.js';
import { useAction } from './use-action.js';

/** A second button that sends its own request, such as "Delete shift"; it saves as the form does. */
export interface FormModalDestructiveAction {
  content: string;
  send: () => Promise<unknown>;
}

/**
 * The plumbing every form in a modal repeats: a primary button that sends the form and shows it
 * is busy, Cancel, an error banner saying what was not done, and `onSaved` once the request
 * succeeded. The form itself is the children. `send` may resolve `false` to keep the modal open
 * without an error banner (the form shows the problem on a field instead).
 */
export function FormModal({
  title,
  submit,
  send,
  onSaved,
  onClose,
  failure,
  canSubmit = true,
  destructive = false,
  destructiveAction,
  words,
  children,
}: {
  title: string;
  /** The primary button's words: what saving does ("Save shift"). */
  submit: string;
  send: () => Promise<unknown>;
  onSaved: () => void;
  onClose: () => void;
  /** The error banner's title: what was not done ("The shift was not saved"). */
  failure: string;
  /** False while the form is incomplete or invalid: the primary button is disabled. */
  canSubmit?: boolean;
  /** The primary action itself destroys (denies, deletes): it is shown red. */
  destructive?: boolean;
  destructiveAction?: FormModalDestructiveAction | undefined;
  /** How the form words a refusal: staff names, field labels, the fields that show their own errors. */
  words?: ProblemWords;
  children: ReactNode;
}) {
  const { busy, error, run } = useAction();

  const saveWith = (request: () => Promise<unknown>) => async () => {
    let kept = false;
    const done = await run(async () => {
      kept = (await request()) === false;
    });
    if (done && !kept) onSaved();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      primaryAction={{
        content: submit,
        destructive,
        onAction: saveWith(send),
        loading: busy,
        disabled: !canSubmit,
      }}
      secondaryActions={[
        ...(destructiveAction
          ? [
              {
                content: destructiveAction.content,
                destructive: true,
                onAction: saveWith(destructiveAction.send),
              },
            ]
          : []),
        { content: 'Cancel', onAction: onClose },
      ]}
    >
      <Modal.Section>
        <FormLayout>
          <ErrorBanner error={error} title={failure} words={words} />
          <FormProblemProvider value={{ error, words: words ?? {} }}>{children}</FormProblemProvider>
        </FormLayout>
      </Modal.Section>
    </Modal>
  );
}
