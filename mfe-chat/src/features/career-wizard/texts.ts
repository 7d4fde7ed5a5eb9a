/** The career wizard's words, from the product's screens and toasts. */
export const WIZARD_TEXTS = {
  title: 'Career Path Wizard',
  back: 'Back to Dashboard',
  generate: 'Generate My Career Path',
  generating: 'Generating Recommendations...',
  refresh: 'Refresh',
  emptyTitle: 'No career path yet',
  emptyBody:
    'Generate a plan from your profile: jobs you could apply to, certifications for your specialties, your licence and next steps.',
  generated: 'Career recommendations generated',
  generationFailed: 'Generation failed',
  progressUpdated: 'Progress updated',
  updateFailed: 'Update failed',
  removed: 'Recommendation removed',
  deleteFailed: 'Delete failed',
  tryAgain: 'Please try again.',
  markComplete: 'Mark as Complete',
  completed: 'Completed',
  requiredSteps: 'Required Steps',
  progress: (completed: number, total: number) => `${completed} of ${total} completed`,
  categories: { immediate: 'Immediate', short_term: 'Short term', long_term: 'Long term' },
} as const;
