/** Why a member reports a message or reply; "at_risk" means the writer may be in danger, not unkind. */
export const REPORT_REASONS = ['unkind', 'personal_info', 'spam', 'at_risk'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  unkind: 'Unkind or hurtful',
  personal_info: 'Shares personal information',
  spam: 'Spam or advertising',
  at_risk: 'Someone may be at risk',
};
