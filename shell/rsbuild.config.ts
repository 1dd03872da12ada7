import { defineFederatedApp } from '@temple/shared/build';

export default defineFederatedApp({ app: 'shell', title: 'Sri Mandir Nirman Seva' });
