import { DATA_EXPORT_TEXTS, jobsRoute, ROUTES, walletReminderRoute, yourDataRoute, type NotificationCategory } from '@nurse/domain';

/** What a notification row holds that its text and link are made from. */
export interface NotificationFacts {
  category: NotificationCategory;
  subjectId: number;
  actorName: string | null;
  count: number;
  detail?: string | null;
}

const someone = (name: string | null) => name?.trim() || 'A nurse';

/** The short line shown in the app and in a digest: names and counts, never a message's text. */
export function notificationText({ category, actorName, count, detail }: NotificationFacts): string {
  switch (category) {
    case 'connection-request':
      return `${someone(actorName)} wants to connect with you`;
    case 'connection-accepted':
      return `${someone(actorName)} accepted your connection request`;
    case 'message':
      return count > 1 ? `${someone(actorName)} sent you ${count} messages` : `${someone(actorName)} sent you a message`;
    case 'group-message':
      // The detail is the group's name as it was when the message was sent.
      return count > 1
        ? `${count} new messages in ${detail ?? 'a group'}, the latest from ${someone(actorName)}`
        : `${someone(actorName)} sent a message in ${detail ?? 'a group'}`;
    case 'message-request':
      return `${someone(actorName)} would like to send you a message`;
    case 'account-live':
      return 'Your account is active: welcome to the network';
    case 'career-plan-ready':
      return 'Your career plan is ready';
    case 'report-handled':
      return 'A report you filed has been reviewed';
    case 'credential-renewal':
      return detail ?? 'A licence or certification is due for renewal';
    case 'job-update':
      return detail ?? 'A job you are following has changed';
    case 'job-alert':
      return detail ?? 'New jobs match one of your saved searches';
    case 'data-export-ready':
      return DATA_EXPORT_TEXTS.notificationReady;
  }
}

/** The screen a notification leads to, as a path of the web product. */
export function notificationLink({ category, subjectId }: NotificationFacts): string {
  switch (category) {
    case 'connection-request':
    case 'connection-accepted':
      return ROUTES.myConnections;
    case 'message':
      return `${ROUTES.messages}?userId=${subjectId}`;
    case 'group-message':
      return `${ROUTES.messages}?groupId=${subjectId}`;
    case 'message-request':
      return `${ROUTES.messages}?tab=requests`;
    case 'account-live':
      return ROUTES.dashboard;
    case 'career-plan-ready':
      return ROUTES.careerWizard;
    case 'report-handled':
      return ROUTES.network;
    case 'credential-renewal':
      // The reminder's own id: the wallet asks which licence or certification it was about and shows it.
      return walletReminderRoute(subjectId);
    case 'job-update':
      // Sent to those following the listing, so it is in her applications, closed or not.
      return jobsRoute('applications', subjectId);
    case 'job-alert':
      return jobsRoute('saved-searches');
    case 'data-export-ready':
      return yourDataRoute;
  }
}
