/** The chat screen's words, from the product's screens and toasts. */
export const CHAT_TEXTS = {
  title: 'Career Assistant',
  careerWizard: 'Plan my career path',
  placeholder: 'Ask me anything about your nursing career...',
  send: 'Send',
  sending: 'Sending...',
  typing: 'The assistant is typing',
  welcome: (name: string) =>
    `Hi ${name}! I'm your career assistant. Ask me about a specialty, jobs and learning in it, the certifications that fit, where your licence lets you practise, or finding nurses to connect with.`,
  exploreSpecialties: 'Explore Specialties',
  findConnections: 'Find Connections',
  sendFailed: 'Failed to send message',
  tryAgain: 'Please try again.',
  loadFailed: 'Could not load your conversation.',
  retry: 'Retry',
} as const;
