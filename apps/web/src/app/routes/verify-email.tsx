import { VerifyEmailPage } from '../../features/auth/components/verify-email-page';

export default VerifyEmailPage;
