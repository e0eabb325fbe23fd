import { useState } from 'react';
import type { SafetySubject } from '../../../shared/schemas/safety.js';
import { describeRequestError } from '../../api/request-error-description.js';
import { useHide } from '../../api/safety.js';
import { toast } from '../../stores/toast-store.js';
import type { SafetyActions } from './safety-actions.js';

const ITEM_NAMES = { message: 'Message', reply: 'Reply' } as const;

/**
 * The state behind a screen's safety tools. The dialogs live with the screen, not inside a card: a
 * reported or blocked item leaves the list, and the crisis resources must stay on screen after it.
 */
export function useSafetyActions() {
  const [reporting, setReporting] = useState<SafetySubject | null>(null);
  const [blocking, setBlocking] = useState<SafetySubject | null>(null);
  const [crisisShown, setCrisisShown] = useState(false);
  const hiding = useHide();

  const hide = (subject: SafetySubject) => {
    const itemName = ITEM_NAMES[subject.subjectType];
    hiding.mutate(subject, {
      onSuccess: () => toast({ title: `${itemName} hidden`, description: "You won't see it again." }),
      onError: (error) =>
        toast({ title: `Failed to hide ${itemName.toLowerCase()}`, description: describeRequestError(error), variant: 'destructive' }),
    });
  };

  const actions: SafetyActions = { report: setReporting, hide, block: setBlocking };

  return {
    actions,
    reporting,
    blocking,
    crisisShown,
    closeReport: () => setReporting(null),
    closeBlock: () => setBlocking(null),
    showCrisis: () => setCrisisShown(true),
    closeCrisis: () => setCrisisShown(false),
  };
}

export type SafetyState = ReturnType<typeof useSafetyActions>;
