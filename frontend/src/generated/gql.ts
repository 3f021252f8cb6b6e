/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation JoinWaitlist($email: String!) {\n  joinWaitlist(email: $email) {\n    success\n  }\n}": typeof types.JoinWaitlistDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    success\n  }\n}": typeof types.RequestPasswordResetDocument,
    "mutation CreateDonationCheckout($amountCents: Int!, $recurring: Boolean!, $successUrl: String!, $cancelUrl: String!) {\n  createDonationCheckout(\n    amountCents: $amountCents\n    recurring: $recurring\n    successUrl: $successUrl\n    cancelUrl: $cancelUrl\n  ) {\n    url\n  }\n}": typeof types.CreateDonationCheckoutDocument,
    "query DonationPublicUrl {\n  appInfo {\n    publicUrl\n  }\n}": typeof types.DonationPublicUrlDocument,
    "query LegalAppInfo {\n  appInfo {\n    name\n    operatorName\n    version\n    supportEmail\n    privacyEmail\n    publicUrl\n    drivers {\n      name\n      driver\n    }\n  }\n}": typeof types.LegalAppInfoDocument,
    "mutation CompleteOnboarding($input: OnboardingInput!) {\n  completeOnboarding(input: $input) {\n    ...ProfileFields\n  }\n}": typeof types.CompleteOnboardingDocument,
    "mutation ClearChatHistory {\n  clearChatHistory\n}": typeof types.ClearChatHistoryDocument,
    "mutation ClearPastoralMemory {\n  clearPastoralMemory {\n    ...ProfileFields\n  }\n}": typeof types.ClearPastoralMemoryDocument,
    "mutation DeleteAccount($password: String) {\n  deleteAccount(password: $password)\n}": typeof types.DeleteAccountDocument,
    "query ShareAppInfo {\n  appInfo {\n    name\n    publicUrl\n  }\n}": typeof types.ShareAppInfoDocument,
    "mutation SignOutEverywhere {\n  signOutEverywhere\n}": typeof types.SignOutEverywhereDocument,
    "query AuthConfig {\n  authConfig {\n    driver\n    googleSignIn\n    firebase {\n      apiKey\n      authDomain\n      projectId\n      appId\n    }\n  }\n}": typeof types.AuthConfigDocument,
    "query CompanionCatalogue {\n  companionCatalogue {\n    companions {\n      key\n      name\n      tagline\n      description\n      pictures {\n        light\n        dark\n      }\n      greetings\n      prompts\n      placeholder\n      prayerGreeting\n      bibleGreeting\n    }\n    defaultKey\n    onboardingDefaultKey\n  }\n}": typeof types.CompanionCatalogueDocument,
    "query Me {\n  me {\n    ...ProfileFields\n  }\n}": typeof types.MeDocument,
    "fragment ProfileFields on Profile {\n  uid\n  email\n  name\n  loginCount\n  onboarded\n  theme\n  responseStyle\n  avatar\n  ageRange\n  sex\n  lifeStage\n  spiritualMaturity\n  spiritualMaturityLevel\n  spiritualGoals\n  notificationsEnabled\n  analyticsOptOut\n}": typeof types.ProfileFieldsFragmentDoc,
    "query ProfileOptions {\n  profileOptions {\n    ageRanges\n    sexes\n    lifeStages\n    lifeStagesShort\n    spiritualMaturities\n    maturityLevelLabels\n    spiritualGoals {\n      value\n      onboardingLabel\n    }\n    minimumAge\n    firstBirthYear\n    lastBirthYear\n    defaultBirthYear\n  }\n}": typeof types.ProfileOptionsDocument,
    "query ScripturePassage($reference: String!) {\n  scripturePassage(reference: $reference) {\n    reference\n    translation\n    cpdvNumbering\n    verses {\n      verse\n      text\n    }\n  }\n}": typeof types.ScripturePassageDocument,
    "mutation SignIn($idToken: String!, $consent: ConsentInput) {\n  signIn(idToken: $idToken, consent: $consent) {\n    ...ProfileFields\n  }\n}": typeof types.SignInDocument,
    "mutation SignUp($idToken: String!, $consent: ConsentInput) {\n  signUp(idToken: $idToken, consent: $consent) {\n    ...ProfileFields\n  }\n}": typeof types.SignUpDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...ProfileFields\n  }\n}": typeof types.UpdateProfileDocument,
    "mutation ValidateNewUser($uid: String!) {\n  validateNewUser(uid: $uid) {\n    allowed\n  }\n}": typeof types.ValidateNewUserDocument,
};
const documents: Documents = {
    "mutation JoinWaitlist($email: String!) {\n  joinWaitlist(email: $email) {\n    success\n  }\n}": types.JoinWaitlistDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    success\n  }\n}": types.RequestPasswordResetDocument,
    "mutation CreateDonationCheckout($amountCents: Int!, $recurring: Boolean!, $successUrl: String!, $cancelUrl: String!) {\n  createDonationCheckout(\n    amountCents: $amountCents\n    recurring: $recurring\n    successUrl: $successUrl\n    cancelUrl: $cancelUrl\n  ) {\n    url\n  }\n}": types.CreateDonationCheckoutDocument,
    "query DonationPublicUrl {\n  appInfo {\n    publicUrl\n  }\n}": types.DonationPublicUrlDocument,
    "query LegalAppInfo {\n  appInfo {\n    name\n    operatorName\n    version\n    supportEmail\n    privacyEmail\n    publicUrl\n    drivers {\n      name\n      driver\n    }\n  }\n}": types.LegalAppInfoDocument,
    "mutation CompleteOnboarding($input: OnboardingInput!) {\n  completeOnboarding(input: $input) {\n    ...ProfileFields\n  }\n}": types.CompleteOnboardingDocument,
    "mutation ClearChatHistory {\n  clearChatHistory\n}": types.ClearChatHistoryDocument,
    "mutation ClearPastoralMemory {\n  clearPastoralMemory {\n    ...ProfileFields\n  }\n}": types.ClearPastoralMemoryDocument,
    "mutation DeleteAccount($password: String) {\n  deleteAccount(password: $password)\n}": types.DeleteAccountDocument,
    "query ShareAppInfo {\n  appInfo {\n    name\n    publicUrl\n  }\n}": types.ShareAppInfoDocument,
    "mutation SignOutEverywhere {\n  signOutEverywhere\n}": types.SignOutEverywhereDocument,
    "query AuthConfig {\n  authConfig {\n    driver\n    googleSignIn\n    firebase {\n      apiKey\n      authDomain\n      projectId\n      appId\n    }\n  }\n}": types.AuthConfigDocument,
    "query CompanionCatalogue {\n  companionCatalogue {\n    companions {\n      key\n      name\n      tagline\n      description\n      pictures {\n        light\n        dark\n      }\n      greetings\n      prompts\n      placeholder\n      prayerGreeting\n      bibleGreeting\n    }\n    defaultKey\n    onboardingDefaultKey\n  }\n}": types.CompanionCatalogueDocument,
    "query Me {\n  me {\n    ...ProfileFields\n  }\n}": types.MeDocument,
    "fragment ProfileFields on Profile {\n  uid\n  email\n  name\n  loginCount\n  onboarded\n  theme\n  responseStyle\n  avatar\n  ageRange\n  sex\n  lifeStage\n  spiritualMaturity\n  spiritualMaturityLevel\n  spiritualGoals\n  notificationsEnabled\n  analyticsOptOut\n}": types.ProfileFieldsFragmentDoc,
    "query ProfileOptions {\n  profileOptions {\n    ageRanges\n    sexes\n    lifeStages\n    lifeStagesShort\n    spiritualMaturities\n    maturityLevelLabels\n    spiritualGoals {\n      value\n      onboardingLabel\n    }\n    minimumAge\n    firstBirthYear\n    lastBirthYear\n    defaultBirthYear\n  }\n}": types.ProfileOptionsDocument,
    "query ScripturePassage($reference: String!) {\n  scripturePassage(reference: $reference) {\n    reference\n    translation\n    cpdvNumbering\n    verses {\n      verse\n      text\n    }\n  }\n}": types.ScripturePassageDocument,
    "mutation SignIn($idToken: String!, $consent: ConsentInput) {\n  signIn(idToken: $idToken, consent: $consent) {\n    ...ProfileFields\n  }\n}": types.SignInDocument,
    "mutation SignUp($idToken: String!, $consent: ConsentInput) {\n  signUp(idToken: $idToken, consent: $consent) {\n    ...ProfileFields\n  }\n}": types.SignUpDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...ProfileFields\n  }\n}": types.UpdateProfileDocument,
    "mutation ValidateNewUser($uid: String!) {\n  validateNewUser(uid: $uid) {\n    allowed\n  }\n}": types.ValidateNewUserDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JoinWaitlist($email: String!) {\n  joinWaitlist(email: $email) {\n    success\n  }\n}"): (typeof documents)["mutation JoinWaitlist($email: String!) {\n  joinWaitlist(email: $email) {\n    success\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    success\n  }\n}"): (typeof documents)["mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    success\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateDonationCheckout($amountCents: Int!, $recurring: Boolean!, $successUrl: String!, $cancelUrl: String!) {\n  createDonationCheckout(\n    amountCents: $amountCents\n    recurring: $recurring\n    successUrl: $successUrl\n    cancelUrl: $cancelUrl\n  ) {\n    url\n  }\n}"): (typeof documents)["mutation CreateDonationCheckout($amountCents: Int!, $recurring: Boolean!, $successUrl: String!, $cancelUrl: String!) {\n  createDonationCheckout(\n    amountCents: $amountCents\n    recurring: $recurring\n    successUrl: $successUrl\n    cancelUrl: $cancelUrl\n  ) {\n    url\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DonationPublicUrl {\n  appInfo {\n    publicUrl\n  }\n}"): (typeof documents)["query DonationPublicUrl {\n  appInfo {\n    publicUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegalAppInfo {\n  appInfo {\n    name\n    operatorName\n    version\n    supportEmail\n    privacyEmail\n    publicUrl\n    drivers {\n      name\n      driver\n    }\n  }\n}"): (typeof documents)["query LegalAppInfo {\n  appInfo {\n    name\n    operatorName\n    version\n    supportEmail\n    privacyEmail\n    publicUrl\n    drivers {\n      name\n      driver\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CompleteOnboarding($input: OnboardingInput!) {\n  completeOnboarding(input: $input) {\n    ...ProfileFields\n  }\n}"): (typeof documents)["mutation CompleteOnboarding($input: OnboardingInput!) {\n  completeOnboarding(input: $input) {\n    ...ProfileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClearChatHistory {\n  clearChatHistory\n}"): (typeof documents)["mutation ClearChatHistory {\n  clearChatHistory\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClearPastoralMemory {\n  clearPastoralMemory {\n    ...ProfileFields\n  }\n}"): (typeof documents)["mutation ClearPastoralMemory {\n  clearPastoralMemory {\n    ...ProfileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAccount($password: String) {\n  deleteAccount(password: $password)\n}"): (typeof documents)["mutation DeleteAccount($password: String) {\n  deleteAccount(password: $password)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShareAppInfo {\n  appInfo {\n    name\n    publicUrl\n  }\n}"): (typeof documents)["query ShareAppInfo {\n  appInfo {\n    name\n    publicUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOutEverywhere {\n  signOutEverywhere\n}"): (typeof documents)["mutation SignOutEverywhere {\n  signOutEverywhere\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthConfig {\n  authConfig {\n    driver\n    googleSignIn\n    firebase {\n      apiKey\n      authDomain\n      projectId\n      appId\n    }\n  }\n}"): (typeof documents)["query AuthConfig {\n  authConfig {\n    driver\n    googleSignIn\n    firebase {\n      apiKey\n      authDomain\n      projectId\n      appId\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CompanionCatalogue {\n  companionCatalogue {\n    companions {\n      key\n      name\n      tagline\n      description\n      pictures {\n        light\n        dark\n      }\n      greetings\n      prompts\n      placeholder\n      prayerGreeting\n      bibleGreeting\n    }\n    defaultKey\n    onboardingDefaultKey\n  }\n}"): (typeof documents)["query CompanionCatalogue {\n  companionCatalogue {\n    companions {\n      key\n      name\n      tagline\n      description\n      pictures {\n        light\n        dark\n      }\n      greetings\n      prompts\n      placeholder\n      prayerGreeting\n      bibleGreeting\n    }\n    defaultKey\n    onboardingDefaultKey\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...ProfileFields\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...ProfileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProfileFields on Profile {\n  uid\n  email\n  name\n  loginCount\n  onboarded\n  theme\n  responseStyle\n  avatar\n  ageRange\n  sex\n  lifeStage\n  spiritualMaturity\n  spiritualMaturityLevel\n  spiritualGoals\n  notificationsEnabled\n  analyticsOptOut\n}"): (typeof documents)["fragment ProfileFields on Profile {\n  uid\n  email\n  name\n  loginCount\n  onboarded\n  theme\n  responseStyle\n  avatar\n  ageRange\n  sex\n  lifeStage\n  spiritualMaturity\n  spiritualMaturityLevel\n  spiritualGoals\n  notificationsEnabled\n  analyticsOptOut\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfileOptions {\n  profileOptions {\n    ageRanges\n    sexes\n    lifeStages\n    lifeStagesShort\n    spiritualMaturities\n    maturityLevelLabels\n    spiritualGoals {\n      value\n      onboardingLabel\n    }\n    minimumAge\n    firstBirthYear\n    lastBirthYear\n    defaultBirthYear\n  }\n}"): (typeof documents)["query ProfileOptions {\n  profileOptions {\n    ageRanges\n    sexes\n    lifeStages\n    lifeStagesShort\n    spiritualMaturities\n    maturityLevelLabels\n    spiritualGoals {\n      value\n      onboardingLabel\n    }\n    minimumAge\n    firstBirthYear\n    lastBirthYear\n    defaultBirthYear\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScripturePassage($reference: String!) {\n  scripturePassage(reference: $reference) {\n    reference\n    translation\n    cpdvNumbering\n    verses {\n      verse\n      text\n    }\n  }\n}"): (typeof documents)["query ScripturePassage($reference: String!) {\n  scripturePassage(reference: $reference) {\n    reference\n    translation\n    cpdvNumbering\n    verses {\n      verse\n      text\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignIn($idToken: String!, $consent: ConsentInput) {\n  signIn(idToken: $idToken, consent: $consent) {\n    ...ProfileFields\n  }\n}"): (typeof documents)["mutation SignIn($idToken: String!, $consent: ConsentInput) {\n  signIn(idToken: $idToken, consent: $consent) {\n    ...ProfileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignUp($idToken: String!, $consent: ConsentInput) {\n  signUp(idToken: $idToken, consent: $consent) {\n    ...ProfileFields\n  }\n}"): (typeof documents)["mutation SignUp($idToken: String!, $consent: ConsentInput) {\n  signUp(idToken: $idToken, consent: $consent) {\n    ...ProfileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...ProfileFields\n  }\n}"): (typeof documents)["mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...ProfileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ValidateNewUser($uid: String!) {\n  validateNewUser(uid: $uid) {\n    allowed\n  }\n}"): (typeof documents)["mutation ValidateNewUser($uid: String!) {\n  validateNewUser(uid: $uid) {\n    allowed\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;