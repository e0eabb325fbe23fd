import { CrisisSupportDialog, type CrisisDialogWording } from '../crisis-support/CrisisSupportDialog.js';
import { BlockMemberDialog } from './BlockMemberDialog.js';
import { ReportDialog } from './ReportDialog.js';
import type { SafetyState } from './use-safety-actions.js';

const TO_THE_REPORTER: CrisisDialogWording = {
  title: 'Thank you for looking out for them',
  description:
    'A moderator will look at this first. If someone may be in danger, help is there day and night, for them and for you.',
  closeLabel: 'Close',
};

/** The report and block dialogs, and the crisis resources after an "at risk" report. */
export function SafetyDialogs({ safety }: { safety: SafetyState }) {
  return (
    <>
      {safety.reporting ? (
        <ReportDialog
          key={`report-${safety.reporting.subjectType}-${safety.reporting.subjectId}`}
          subject={safety.reporting}
          onClose={safety.closeReport}
          onCrisis={safety.showCrisis}
        />
      ) : null}
      {safety.blocking ? (
        <BlockMemberDialog
          key={`block-${safety.blocking.subjectType}-${safety.blocking.subjectId}`}
          subject={safety.blocking}
          onClose={safety.closeBlock}
        />
      ) : null}
      <CrisisSupportDialog open={safety.crisisShown} onClose={safety.closeCrisis} wording={TO_THE_REPORTER} />
    </>
  );
}
