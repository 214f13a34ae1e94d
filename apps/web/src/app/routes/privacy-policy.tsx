import { PrivacyPolicyPage } from '../../features/content/components/privacy-policy-page';

export default PrivacyPolicyPage;
