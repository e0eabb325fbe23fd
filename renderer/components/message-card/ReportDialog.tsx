import { useState, type FormEvent } from 'react';
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '../../../shared/schemas/report-reasons.js';
import type { SafetySubject } from '../../../shared/schemas/safety.js';
import { describeRequestError } from '../../api/request-error-description.js';
import { useReport } from '../../api/safety.js';
import { toast } from '../../stores/toast-store.js';
import { CancelButton, SafetyDialogShell } from './SafetyDialogShell.js';

interface ReportDialogProps {
  subject: SafetySubject;
  onClose: () => void;
  /** The reporter said someone may be at risk, and the server asks to show the crisis resources. */
  onCrisis: () => void;
}

/** Report a message or reply with one of the four reasons; the server's sentence explains a refusal. */
export function ReportDialog({ subject, onClose, onCrisis }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const report = useReport();

  // The dialog closes either way, so the toast that follows is not hidden behind the modal.
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    report.mutate(
      { ...subject, reason },
      {
        onSuccess: ({ crisis }) => {
          onClose();
          toast({ title: 'Report sent', description: 'Thank you for looking out for the community. A moderator will review it.' });
          if (crisis) onCrisis();
        },
        onError: (error) => {
          onClose();
          toast({ title: 'Failed to send report', description: describeRequestError(error), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <SafetyDialogShell
      title={subject.subjectType === 'message' ? 'Report this message' : 'Report this reply'}
      description="Why are you reporting it? A moderator will review it."
      onClose={onClose}
    >
      <form className="form" onSubmit={send}>
        <fieldset className="report-reasons">
          <legend className="sr-only">Reason</legend>
          {REPORT_REASONS.map((option) => (
            <label key={option} className="choice-card">
              <input
                type="radio"
                name="reason"
                value={option}
                checked={reason === option}
                onChange={() => setReason(option)}
              />
              {REPORT_REASON_LABELS[option]}
            </label>
          ))}
        </fieldset>
        <div className="dialog__actions">
          <CancelButton />
          <button type="submit" className="button button--destructive" disabled={!reason || report.isPending}>
            {report.isPending ? 'Sending...' : 'Send report'}
          </button>
        </div>
      </form>
    </SafetyDialogShell>
  );
}
