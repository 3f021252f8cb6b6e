/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The two boxes of sign-up, both required to create a profile, for the version of the Terms and Privacy Policy shown. */
export type ConsentInput = {
  /** Explicit consent to processing what I share about my faith (GDPR article 9(2)(a)). */
  religiousData?: boolean | null | undefined;
  /** I am 16 or older and I accept the Terms of Use and the Privacy Policy. */
  termsAndPrivacy?: boolean | null | undefined;
  /** The version of the Terms and Privacy Policy shown: their effective date, 'YYYY-MM-DD'. */
  version?: string | null | undefined;
};

/** The spec's onboarding payload. Give spiritualMaturity (8-step label) or spiritualMaturityLevel (3-step, 1 to 3). */
export type OnboardingInput = {
  ageRange?: string | null | undefined;
  avatar?: string | null | undefined;
  lifeStage?: string | null | undefined;
  name?: string | null | undefined;
  sex?: string | null | undefined;
  spiritualGoals?: Array<string> | null | undefined;
  spiritualMaturity?: string | null | undefined;
  spiritualMaturityLevel?: number | null | undefined;
};

/** A change to the profile: an omitted field stays as it is, null clears it. */
export type UpdateProfileInput = {
  ageRange?: string | null | undefined;
  analyticsOptOut?: boolean | null | undefined;
  avatar?: string | null | undefined;
  lifeStage?: string | null | undefined;
  name?: string | null | undefined;
  notificationsEnabled?: boolean | null | undefined;
  responseStyle?: string | null | undefined;
  sex?: string | null | undefined;
  spiritualGoals?: Array<string> | null | undefined;
  spiritualMaturity?: string | null | undefined;
  spiritualMaturityLevel?: number | null | undefined;
  theme?: string | null | undefined;
};

export type JoinWaitlistMutationVariables = Exact<{
  email: string;
}>;


export type JoinWaitlistMutation = { joinWaitlist: { success: boolean } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { success: boolean } };

export type CreateDonationCheckoutMutationVariables = Exact<{
  amountCents: number;
  recurring: boolean;
  successUrl: string;
  cancelUrl: string;
}>;


export type CreateDonationCheckoutMutation = { createDonationCheckout: { url: string } };

export type DonationPublicUrlQueryVariables = Exact<{ [key: string]: never; }>;


export type DonationPublicUrlQuery = { appInfo: { publicUrl: string } };

export type LegalAppInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type LegalAppInfoQuery = { appInfo: { name: string, operatorName: string, version: string, supportEmail: string, privacyEmail: string, publicUrl: string, drivers: Array<{ name: string, driver: string }> } };

export type CompleteOnboardingMutationVariables = Exact<{
  input: OnboardingInput;
}>;


export type CompleteOnboardingMutation = { completeOnboarding: { uid: string, email: string, name: string | null, loginCount: number, onboarded: boolean, theme: string | null, responseStyle: string, avatar: string, ageRange: string | null, sex: string | null, lifeStage: string | null, spiritualMaturity: string | null, spiritualMaturityLevel: number | null, spiritualGoals: Array<string>, notificationsEnabled: boolean, analyticsOptOut: boolean } };

export type ClearChatHistoryMutationVariables = Exact<{ [key: string]: never; }>;


export type ClearChatHistoryMutation = { clearChatHistory: number };

export type ClearPastoralMemoryMutationVariables = Exact<{ [key: string]: never; }>;


export type ClearPastoralMemoryMutation = { clearPastoralMemory: { uid: string, email: string, name: string | null, loginCount: number, onboarded: boolean, theme: string | null, responseStyle: string, avatar: string, ageRange: string | null, sex: string | null, lifeStage: string | null, spiritualMaturity: string | null, spiritualMaturityLevel: number | null, spiritualGoals: Array<string>, notificationsEnabled: boolean, analyticsOptOut: boolean } };

export type DeleteAccountMutationVariables = Exact<{
  password?: string | null | undefined;
}>;


export type DeleteAccountMutation = { deleteAccount: boolean };

export type ShareAppInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type ShareAppInfoQuery = { appInfo: { name: string, publicUrl: string } };

export type SignOutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutEverywhereMutation = { signOutEverywhere: boolean };

export type AuthConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthConfigQuery = { authConfig: { driver: string, googleSignIn: boolean, firebase: { apiKey: string, authDomain: string, projectId: string, appId: string } | null } };

export type CompanionCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanionCatalogueQuery = { companionCatalogue: { defaultKey: string, onboardingDefaultKey: string, companions: Array<{ key: string, name: string, tagline: string, description: string, greetings: Array<string>, prompts: Array<string>, placeholder: string, prayerGreeting: string, bibleGreeting: string, pictures: { light: string, dark: string } }> } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { uid: string, email: string, name: string | null, loginCount: number, onboarded: boolean, theme: string | null, responseStyle: string, avatar: string, ageRange: string | null, sex: string | null, lifeStage: string | null, spiritualMaturity: string | null, spiritualMaturityLevel: number | null, spiritualGoals: Array<string>, notificationsEnabled: boolean, analyticsOptOut: boolean } };

export type ProfileFieldsFragment = { uid: string, email: string, name: string | null, loginCount: number, onboarded: boolean, theme: string | null, responseStyle: string, avatar: string, ageRange: string | null, sex: string | null, lifeStage: string | null, spiritualMaturity: string | null, spiritualMaturityLevel: number | null, spiritualGoals: Array<string>, notificationsEnabled: boolean, analyticsOptOut: boolean };

export type ProfileOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileOptionsQuery = { profileOptions: { ageRanges: Array<string>, sexes: Array<string>, lifeStages: Array<string>, lifeStagesShort: Array<string>, spiritualMaturities: Array<string>, maturityLevelLabels: Array<string>, minimumAge: number, firstBirthYear: number, lastBirthYear: number, defaultBirthYear: number, spiritualGoals: Array<{ value: string, onboardingLabel: string }> } };

export type ScripturePassageQueryVariables = Exact<{
  reference: string;
}>;


export type ScripturePassageQuery = { scripturePassage: { reference: string, translation: string, cpdvNumbering: string | null, verses: Array<{ verse: number, text: string }> } };

export type SignInMutationVariables = Exact<{
  idToken: string;
  consent?: ConsentInput | null | undefined;
}>;


export type SignInMutation = { signIn: { uid: string, email: string, name: string | null, loginCount: number, onboarded: boolean, theme: string | null, responseStyle: string, avatar: string, ageRange: string | null, sex: string | null, lifeStage: string | null, spiritualMaturity: string | null, spiritualMaturityLevel: number | null, spiritualGoals: Array<string>, notificationsEnabled: boolean, analyticsOptOut: boolean } };

export type SignUpMutationVariables = Exact<{
  idToken: string;
  consent?: ConsentInput | null | undefined;
}>;


export type SignUpMutation = { signUp: { uid: string, email: string, name: string | null, loginCount: number, onboarded: boolean, theme: string | null, responseStyle: string, avatar: string, ageRange: string | null, sex: string | null, lifeStage: string | null, spiritualMaturity: string | null, spiritualMaturityLevel: number | null, spiritualGoals: Array<string>, notificationsEnabled: boolean, analyticsOptOut: boolean } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { uid: string, email: string, name: string | null, loginCount: number, onboarded: boolean, theme: string | null, responseStyle: string, avatar: string, ageRange: string | null, sex: string | null, lifeStage: string | null, spiritualMaturity: string | null, spiritualMaturityLevel: number | null, spiritualGoals: Array<string>, notificationsEnabled: boolean, analyticsOptOut: boolean } };

export type ValidateNewUserMutationVariables = Exact<{
  uid: string;
}>;


export type ValidateNewUserMutation = { validateNewUser: { allowed: boolean } };

export const ProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"loginCount"}},{"kind":"Field","name":{"kind":"Name","value":"onboarded"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"responseStyle"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"ageRange"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"lifeStage"}},{"kind":"Field","name":{"kind":"Name","value":"spiritualMaturity"}},{"kind":"Field","name":{"kind":"Name","value":"spiritualMaturityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"spiritualGoals"}},{"kind":"Field","name":{"kind":"Name","value":"notificationsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"analyticsOptOut"}}]}}]} as unknown as DocumentNode<ProfileFieldsFragment, unknown>;
export const JoinWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinWaitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<JoinWaitlistMutation, JoinWaitlistMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const CreateDonationCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDonationCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amountCents"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recurring"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"successUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cancelUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDonationCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"amountCents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amountCents"}}},{"kind":"Argument","name":{"kind":"Name","value":"recurring"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recurring"}}},{"kind":"Argument","name":{"kind":"Name","value":"successUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"successUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"cancelUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cancelUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CreateDonationCheckoutMutation, CreateDonationCheckoutMutationVariables>;
export const DonationPublicUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DonationPublicUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}}]}}]}}]} as unknown as DocumentNode<DonationPublicUrlQuery, DonationPublicUrlQueryVariables>;
export const LegalAppInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LegalAppInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"operatorName"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"privacyEmail"}},{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"drivers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"driver"}}]}}]}}]}}]} as unknown as DocumentNode<LegalAppInfoQuery, LegalAppInfoQueryVariables>;
export const CompleteOnboardingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteOnboarding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OnboardingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeOnboarding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"loginCount"}},{"kind":"Field","name":{"kind":"Name","value":"onboarded"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"responseStyle"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"ageRange"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"lifeStage"}},{"kind":"Field","name":{"kind":"Name","value":"spiritualMaturity"}},{"kind":"Field","name":{"kind":"Name","value":"spiritualMaturityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"spiritualGoals"}},{"kind":"Field","name":{"kind":"Name","value":"notificationsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"analyticsOptOut"}}]}}]} as unknown as DocumentNode<CompleteOnboardingMutation, CompleteOnboardingMutationVariables>;
export const ClearChatHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClearChatHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearChatHistory"}}]}}]} as unknown as DocumentNode<ClearChatHistoryMutation, ClearChatHistoryMutationVariables>;
export const ClearPastoralMemoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClearPastoralMemory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearPastoralMemory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"loginCount"}},{"kind":"Field","name":{"kind":"Name","value":"onboarded"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"responseStyle"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"ageRange"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"lifeStage"}},{"kind":"Field","name":{"kind":"Name","value":"spiritualMaturity"}},{"kind":"Field","name":{"kind":"Name","value":"spiritualMaturityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"spiritualGoals"}},{"kind":"Field","name":{"kind":"Name","value":"notificationsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"analyticsOptOut"}}]}}]} as unknown as DocumentNode<ClearPastoralMemoryMutation, ClearPastoralMemoryMutationVariables>;
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const ShareAppInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShareAppInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}}]}}]}}]} as unknown as DocumentNode<ShareAppInfoQuery, ShareAppInfoQueryVariables>;
export const SignOutEverywhereDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutEverywhere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutEverywhere"}}]}}]} as unknown as DocumentNode<SignOutEverywhereMutation, SignOutEverywhereMutationVariables>;
export const AuthConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"driver"}},{"kind":"Field","name":{"kind":"Name","value":"googleSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"firebase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"authDomain"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}}]}}]}}]}}]} as unknown as DocumentNode<AuthConfigQuery, AuthConfigQueryVariables>;
export const CompanionCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanionCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companionCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagline"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}},{"kind":"Field","name":{"kind":"Name","value":"greetings"}},{"kind":"Field","name":{"kind":"Name","value":"prompts"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"prayerGreeting"}},{"kind":"Field","name":{"kind":"Name","value":"bibleGreeting"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultKey"}},{"kind":"Field","name":{"kind":"Name","value":"onboardingDefaultKey"}}]}}]}}]} as unknown as DocumentNode<CompanionCatalogueQuery, CompanionCatalogueQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"loginCount"}},{"kind":"Field","name":{"kind":"Name","value":"onboarded"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"responseStyle"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"ageRange"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"lifeStage"}},{"kind":"Field","name":{"kind":"Name","value":"spiritualMaturity"}},{"kind":"Field","name":{"kind":"Name","value":"spiritualMaturityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"spiritualGoals"}},{"kind":"Field","name":{"kind":"Name","value":"notificationsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"analyticsOptOut"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const ProfileOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ageRanges"}},{"kind":"Field","name":{"kind":"Name","value":"sexes"}},{"kind":"Field","name":{"kind":"Name","value":"lifeStages"}},{"kind":"Field","name":{"kind":"Name","value":"lifeStagesShort"}},{"kind":"Field","name":{"kind":"Name","value":"spiritualMaturities"}},{"kind":"Field","name":{"kind":"Name","value":"maturityLevelLabels"}},{"kind":"Field","name":{"kind":"Name","value":"spiritualGoals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"onboardingLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumAge"}},{"kind":"Field","name":{"kind":"Name","value":"firstBirthYear"}},{"kind":"Field","name":{"kind":"Name","value":"lastBirthYear"}},{"kind":"Field","name":{"kind":"Name","value":"defaultBirthYear"}}]}}]}}]} as unknown as DocumentNode<ProfileOptionsQuery, ProfileOptionsQueryVariables>;
export const ScripturePassageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScripturePassage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scripturePassage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"translation"}},{"kind":"Field","name":{"kind":"Name","value":"cpdvNumbering"}},{"kind":"Field","name":{"kind":"Name","value":"verses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verse"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<ScripturePassageQuery, ScripturePassageQueryVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consent"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsentInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"consent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"loginCount"}},{"kind":"Field","name":{"kind":"Name","value":"onboarded"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"responseStyle"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"ageRange"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"lifeStage"}},{"kind":"Field","name":{"kind":"Name","value":"spiritualMaturity"}},{"kind":"Field","name":{"kind":"Name","value":"spiritualMaturityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"spiritualGoals"}},{"kind":"Field","name":{"kind":"Name","value":"notificationsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"analyticsOptOut"}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consent"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsentInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"consent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"loginCount"}},{"kind":"Field","name":{"kind":"Name","value":"onboarded"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"responseStyle"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"ageRange"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"lifeStage"}},{"kind":"Field","name":{"kind":"Name","value":"spiritualMaturity"}},{"kind":"Field","name":{"kind":"Name","value":"spiritualMaturityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"spiritualGoals"}},{"kind":"Field","name":{"kind":"Name","value":"notificationsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"analyticsOptOut"}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"loginCount"}},{"kind":"Field","name":{"kind":"Name","value":"onboarded"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"responseStyle"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"ageRange"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"lifeStage"}},{"kind":"Field","name":{"kind":"Name","value":"spiritualMaturity"}},{"kind":"Field","name":{"kind":"Name","value":"spiritualMaturityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"spiritualGoals"}},{"kind":"Field","name":{"kind":"Name","value":"notificationsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"analyticsOptOut"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ValidateNewUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ValidateNewUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateNewUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}}]}}]}}]} as unknown as DocumentNode<ValidateNewUserMutation, ValidateNewUserMutationVariables>;