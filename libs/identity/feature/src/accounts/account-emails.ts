import {
  type ModeratedItemType,
  type ModerationDecision,
  toLanguage,
  type Language,
} from '@snap/domain';

export interface AccountEmail {
  subject: string;
  text: string;
}

interface AccountEmailTexts {
  verification(fullName: string, link: string): AccountEmail;
  passwordReset(fullName: string, link: string): AccountEmail;
  /** Someone signed up with the address of an account never confirmed. */
  takeover(link: string): AccountEmail;
  /** A moderator hid, removed or restored the member's review, tip or photo. */
  moderationDecision(fullName: string, decision: ModerationDecisionFacts): AccountEmail;
  /** The last mail of an account that was signed in to but never confirmed, as it is removed. */
  unconfirmedRemoved(fullName: string): AccountEmail;
}

export interface ModerationDecisionFacts {
  itemType: ModeratedItemType;
  decision: ModerationDecision;
  reason: string | null;
  storeName: string | null;
}

const EN_DONE: Record<ModerationDecision, string> = {
  hide: 'hid',
  remove: 'removed',
  restore: 'restored',
};
const ES_ITEM: Record<ModeratedItemType, string> = {
  review: 'reseña',
  tip: 'consejo',
  photo: 'foto',
};
const ES_DONE: Record<ModerationDecision, string> = {
  hide: 'ocultó',
  remove: 'quitó',
  restore: 'restauró',
};

/** Every e-mail to a member in each language (docs/spanish-glossary.md); the record's type makes a
 * language without one of them fail the type check. The English is the product's original wording. */
export const ACCOUNT_EMAILS: Record<Language, AccountEmailTexts> = {
  en: {
    verification: (fullName, link) => ({
      subject: 'Confirm your e-mail for SNAP/EBT Store Finder',
      text: `Hi ${fullName},\n\nPlease confirm your e-mail address by opening this link:\n${link}\n\nThe link works for 24 hours; you will be asked for the password you chose if you are not signed in.\n\nIf you did not create this account, do not confirm it: to use this address yourself, choose a password with 'Forgot password?' on the sign-in page.`,
    }),
    passwordReset: (fullName, link) => ({
      subject: 'Reset your password for SNAP/EBT Store Finder',
      text: `Hi ${fullName},\n\nWe received a request to reset the password of your SNAP/EBT Store Finder account. Choose a new password by opening this link:\n${link}\n\nThe link works for 1 hour and only once. Choosing a new password signs you out everywhere else.\n\nIf you did not ask for this, you can ignore this e-mail: your password stays the same.`,
    }),
    takeover: (link) => ({
      subject: 'Your e-mail address and SNAP/EBT Store Finder',
      text: `Hi,\n\nSomeone tried to create a SNAP/EBT Store Finder account with this e-mail address, which already has an account that was never confirmed. If that was you, or if you never created it, make the account yours by choosing a password with this link:\n${link}\n\nThe link works for 1 hour and only once. Choosing a password confirms your e-mail and signs out anyone who used the account before.\n\nIf you did not ask for this, you can ignore this e-mail.`,
    }),
    moderationDecision: (fullName, { itemType, decision, reason, storeName }) => {
      const item = `your ${itemType}${storeName ? ` of ${storeName}` : ''}`;
      const outcome =
        decision === 'restore' ? 'so people can see it again' : 'so other people no longer see it';
      return {
        subject:
          decision === 'restore'
            ? `Your ${itemType} is back on SNAP/EBT Store Finder`
            : `A moderator ${EN_DONE[decision]} your ${itemType} on SNAP/EBT Store Finder`,
        text: `Hi ${fullName},\n\nA moderator ${EN_DONE[decision]} ${item}, ${outcome}.${reason ? `\n\nThe reason: ${reason}` : ''}\n\nYou can see your items and the moderators' reasons in your account.`,
      };
    },
    unconfirmedRemoved: (fullName) => ({
      subject: 'Your SNAP/EBT Store Finder account was removed',
      text: `Hi ${fullName},\n\nThe SNAP/EBT Store Finder account made with this e-mail address was never confirmed, so after 7 days it was removed, with what it saved. We will not write to this address again about it.\n\nTo have an account, sign up again and open the link we send you.\n\nIf you did not create this account, you can ignore this e-mail.`,
    }),
  },
  es: {
    verification: (fullName, link) => ({
      subject: 'Confirme su correo electrónico para el Buscador de tiendas SNAP/EBT',
      text: `Hola, ${fullName}:\n\nConfirme su correo electrónico abriendo este enlace:\n${link}\n\nEl enlace funciona por 24 horas. Si no ha iniciado sesión, se le pedirá la contraseña que eligió.\n\nSi usted no creó esta cuenta, no la confirme: para usar este correo electrónico, elija una contraseña con '¿Olvidó su contraseña?' en la página para iniciar sesión.`,
    }),
    passwordReset: (fullName, link) => ({
      subject: 'Cambie su contraseña del Buscador de tiendas SNAP/EBT',
      text: `Hola, ${fullName}:\n\nRecibimos una solicitud para cambiar la contraseña de su cuenta del Buscador de tiendas SNAP/EBT. Elija una nueva contraseña abriendo este enlace:\n${link}\n\nEl enlace funciona por 1 hora y una sola vez. Al elegir una nueva contraseña, se cerrará su sesión en todos los demás lugares.\n\nSi usted no pidió esto, puede ignorar este correo: su contraseña no cambiará.`,
    }),
    takeover: (link) => ({
      subject: 'Su correo electrónico y el Buscador de tiendas SNAP/EBT',
      text: `Hola:\n\nAlguien intentó crear una cuenta del Buscador de tiendas SNAP/EBT con este correo electrónico, que ya tiene una cuenta que nunca se confirmó. Si fue usted, o si usted nunca la creó, haga suya la cuenta eligiendo una contraseña con este enlace:\n${link}\n\nEl enlace funciona por 1 hora y una sola vez. Al elegir una contraseña, se confirma su correo electrónico y se cierra la sesión de cualquier persona que haya usado la cuenta antes.\n\nSi usted no pidió esto, puede ignorar este correo.`,
    }),
    moderationDecision: (fullName, { itemType, decision, reason, storeName }) => {
      const item = `su ${ES_ITEM[itemType]}${storeName ? ` de ${storeName}` : ''}`;
      const outcome =
        decision === 'restore'
          ? 'así que se muestra otra vez'
          : 'así que ya no se muestra a otras personas';
      return {
        subject:
          decision === 'restore'
            ? `Su ${ES_ITEM[itemType]} se muestra otra vez en el Buscador de tiendas SNAP/EBT`
            : `Un moderador ${ES_DONE[decision]} su ${ES_ITEM[itemType]} en el Buscador de tiendas SNAP/EBT`,
        text: `Hola, ${fullName}:\n\nUn moderador ${ES_DONE[decision]} ${item}, ${outcome}.${reason ? `\n\nEl motivo: ${reason}` : ''}\n\nEn su cuenta puede ver lo que publicó y los motivos de los moderadores.`,
      };
    },
    unconfirmedRemoved: (fullName) => ({
      subject: 'Se eliminó su cuenta del Buscador de tiendas SNAP/EBT',
      text: `Hola, ${fullName}:\n\nLa cuenta del Buscador de tiendas SNAP/EBT creada con este correo electrónico nunca se confirmó, así que después de 7 días se eliminó, con lo que guardó. No volveremos a escribir a este correo sobre ella.\n\nPara tener una cuenta, regístrese otra vez y abra el enlace que le enviaremos.\n\nSi usted no creó esta cuenta, puede ignorar este correo.`,
    }),
  },
};

/** The e-mails in the account's language (English for accounts made before there was a choice). */
export function accountEmailsFor(language: unknown): AccountEmailTexts {
  return ACCOUNT_EMAILS[toLanguage(language)];
}
