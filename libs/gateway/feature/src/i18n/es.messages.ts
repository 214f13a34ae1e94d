import type { MessageCatalog, MessageCatalogById } from './message-translator';

// Weekday names arrive in English inside a message; Spanish writes them in lower case.
const DAY =
  '{day, select, Monday {lunes} Tuesday {martes} Wednesday {miércoles} Thursday {jueves} Friday {viernes} Saturday {sábado} Sunday {domingo} other {{day}}}';
const AGAIN_IN_MINUTES =
  'Vuelva a intentarlo en {minutes, plural, one {# minuto} other {# minutos}}.';

/**
 * The fallback: the Spanish of the public messages that are not yet in a group with ids (a few
 * constants of the services, the rate limits' wording, class-validator's own wording of the API's
 * arguments), keyed by the English message (`{name}` where it carries a value). Every message of a
 * group is translated by its id (ES_MESSAGES_BY_ID below) and has no entry here. Worded by
 * docs/spanish-glossary.md (usted, "SNAP" and "EBT" untranslated). The catalog check
 * (apps/standalone/src/public-messages.spec.ts) fails when such a message has no entry here or an
 * entry has no message.
 */
export const ES_MESSAGES: MessageCatalog = {
  // Accounts
  'The password is not correct. Your account was not deleted.':
    'La contraseña no es correcta. Su cuenta no se eliminó.',
  'Your session has expired. Please sign in again.': 'Su sesión venció. Inicie sesión otra vez.',
  'Too many attempts. Please try again in {minutes} minute.': `Demasiados intentos. ${AGAIN_IN_MINUTES}`,
  'Too many attempts. Please try again in {minutes} minutes.': `Demasiados intentos. ${AGAIN_IN_MINUTES}`,
  'Too many requests. Please try again in {minutes} minute.': `Demasiadas solicitudes. ${AGAIN_IN_MINUTES}`,
  'Too many requests. Please try again in {minutes} minutes.': `Demasiadas solicitudes. ${AGAIN_IN_MINUTES}`,

  // Two-step verification and sessions
  'This session has already ended.': 'Esta sesión ya terminó.',

  // Outages and unexpected failures
  'An unexpected error occurred. Please try again.':
    'Ocurrió un error inesperado. Vuelva a intentarlo.',

  // Photos and images
  '{file}: {error}': '{file}: {error}',
  'Please choose at least one photo to upload.': 'Elija al menos una foto para subir.',
  "The store you're looking for doesn't exist or may have been removed.":
    'La tienda que busca no existe o fue eliminada.',

  // Validation of the API's arguments
  'lat must be a latitude between -90 and 90': 'lat debe ser una latitud entre -90 y 90',
  'lng must be a longitude between -180 and 180': 'lng debe ser una longitud entre -180 y 180',
  'id must be a notice id': 'id debe ser el identificador de un aviso',
  'radiusMiles must be one of: 10, 20, 40': 'radiusMiles debe ser una de estas millas: 10, 20, 40',
  'limit must not be greater than {max}': 'limit no debe ser mayor que {max}',
  'Please enter a valid 5-digit ZIP code.': 'Escriba un código postal (ZIP) válido de 5 dígitos.',
  'state must be a two-letter state code': 'state debe ser el código de dos letras de un estado',
  'category must be one of: {choices}': 'category debe ser una de estas: {choices}',
  'photo reference must be letters, digits, - or _':
    'la referencia de la foto solo puede tener letras, dígitos, - o _',
  'stagingKey must be a staging key': 'stagingKey debe ser una clave de carga',
  'storeId must be a store id': 'storeId debe ser el id de una tienda',
  'each value in nested property {property} must be either object or array':
    'cada valor de la propiedad {property} debe ser un objeto o una lista',
  'nested property {property} must be either object or array':
    'la propiedad {property} debe ser un objeto o una lista',
  'status must be one of: {choices}': 'status debe ser uno de estos: {choices}',
  'id must be a report or claim id': 'id debe ser el id de un reporte o de un reclamo',
  'clickId must be a UUID': 'clickId debe ser un UUID',
  'itemType must be review, tip or photo': 'itemType debe ser review, tip o photo',
  'id must be a post id': 'id debe ser el id de un artículo',
  'The date must be written YYYY-MM-DD.': 'La fecha debe escribirse AAAA-MM-DD.',
  'Each state must be a two-letter code.': 'Cada estado debe ser un código de dos letras.',
  'The daily limit must be between 0 and 1,000,000':
    'El límite diario debe estar entre 0 y 1,000,000',
  'The daily limit must be a whole number': 'El límite diario debe ser un número entero',
  'The period must be 7, 30 or 90 days': 'El período debe ser de 7, 30 o 90 días',
  'route must be a route label': 'route debe ser el nombre de una ruta',
  'kind must be one of: {choices}': 'kind debe ser uno de estos: {choices}',
  'id must be an entry id': 'id debe ser el id de una entrada',
  'path must start with /': 'path debe empezar con /',
  'storeIds must contain no more than {max} elements':
    'storeIds no debe tener más de {max} elementos',
  'action must be one of: {choices}': 'action debe ser una de estas: {choices}',
  'status must be active or closed': 'status debe ser active o closed',
};

/**
 * The Spanish of every message of the public groups, keyed by the message's id (`<scope>.<name>`,
 * given where it is defined with defineMessages) and naming the values it carries. Worded by
 * docs/spanish-glossary.md. The catalog check (apps/standalone/src/public-messages.spec.ts) fails
 * when a message of a public group has no entry here or an entry has no message.
 */
export const ES_MESSAGES_BY_ID: MessageCatalogById = {
  // account
  'account.invalidEmail': 'Escriba un correo electrónico válido',
  'account.emailTooLong': 'El correo electrónico debe tener menos de 255 caracteres',
  'account.passwordTooShort': 'La contraseña debe tener al menos 8 caracteres',
  'account.passwordTooLong': 'La contraseña debe tener menos de 128 caracteres',
  'account.passwordRequired': 'Escriba una contraseña',
  'account.fullNameRequired': 'Escriba su nombre completo',
  'account.fullNameTooLong': 'El nombre debe tener menos de 100 caracteres',
  'account.fullNameCharacters': 'El nombre solo puede tener letras, espacios, apóstrofos y guiones',
  'account.alreadyRegistered': 'Ya existe una cuenta con este correo electrónico. Inicie sesión.',
  'account.badCredentials':
    'El correo electrónico o la contraseña no son correctos. Vuelva a intentarlo.',
  'account.currentPasswordRequired': 'Escriba su contraseña actual.',
  'account.currentPasswordWrong':
    'La contraseña actual no es correcta. Su contraseña no se cambió.',
  'account.passwordMismatchTitle': 'Las contraseñas no coinciden',
  'account.passwordMismatch': 'Asegúrese de que las dos contraseñas sean iguales.',
  'account.passwordTooShortTitle': 'Contraseña muy corta',
  'account.passwordTooShortLong': 'La contraseña debe tener al menos 8 caracteres.',
  'account.passwordCommon':
    'Esta contraseña es una de las más comunes y aparece en filtraciones de datos. Elija otra contraseña.',
  'account.passwordCommonTitle': 'Contraseña muy común',
  'account.notAuthenticated': 'Inicie sesión para continuar',
  'account.notPermitted': 'No tiene permiso para hacer esto.',
  'account.signUpSuccess':
    '¡Su cuenta fue creada! Revise su correo electrónico para verificar su cuenta.',
  'account.signInSuccess': '¡Bienvenido de nuevo! Qué gusto verle otra vez.',
  // language
  'language.invalid': 'El idioma debe ser en (inglés) o es (español)',
  // review
  'review.ratingRequired': 'Elija una calificación',
  'review.ratingRange': 'La calificación debe ser de 1 a 5 estrellas',
  'review.textTooLong': 'La reseña debe tener menos de 1000 caracteres',
  'review.submitted': '¡Su reseña fue enviada!',
  'review.submitFailed': 'No se pudo enviar la reseña',
  'review.listFailed': 'No se pudieron cargar las reseñas. Vuelva a intentarlo más tarde.',
  'review.deleted': 'Su reseña fue eliminada.',
  'review.deleteFailedTitle': 'No se pudo eliminar la reseña',
  'review.deleteFailed': 'Vuelva a intentarlo más tarde.',
  'review.notFound': 'No se encontró la reseña',
  'review.notOwner': 'Solo puede eliminar sus propias reseñas.',
  'review.takenDown':
    'Un moderador quitó su reseña de esta tienda, así que no se puede reemplazar. Todavía puede dejar un consejo.',
  'review.anonymousReviewer': 'Usuario anónimo',
  // tip
  'tip.empty': 'El comentario no puede estar vacío',
  'tip.tooLong': 'El comentario debe tener menos de 500 caracteres',
  // photo
  'photo.invalidType': 'Tipo de archivo no válido. Solo se permiten imágenes JPG, PNG, GIF y WebP.',
  'photo.tooLarge': 'El archivo pasa del límite de 10MB.',
  'photo.tooSmall': 'El archivo es muy pequeño. Suba una imagen válida.',
  'photo.extensionMismatch': 'La extensión del archivo no corresponde al tipo de archivo.',
  'photo.tooMany': 'Se permiten 5 fotos como máximo. Solo se guardarán las primeras 5.',
  'photo.uploadFailed': 'No se pudieron subir las fotos. Vuelva a intentarlo.',
  // image
  'image.tooManyPixels':
    'La imagen es demasiado grande. Use una imagen de 40 megapíxeles como máximo.',
  'image.animationTooLarge':
    'La imagen animada es demasiado grande. Use 100 cuadros como máximo y 16 megapíxeles en total entre todos los cuadros.',
  // ebtRefusal
  'ebtRefusal.notice': 'Reportada hace poco por no aceptar EBT; llame antes de ir',
  'ebtRefusal.reported': 'Gracias. Su reporte ayuda a otras personas a planear con tiempo.',
  'ebtRefusal.alreadyReported': 'Usted ya reportó esta tienda en los últimos 30 días.',
  'ebtRefusal.storeClosed':
    'Esta tienda ya no está en la lista del USDA de tiendas que aceptan SNAP, así que no se puede reportar por no aceptar EBT.',
  'ebtRefusal.nothingToClear': 'Esta tienda no tiene reportes recientes que borrar.',
  'ebtRefusal.noteTooLong': 'La nota debe tener 500 caracteres o menos',
  // points
  'points.awardFailed': 'No se pudieron dar los puntos',
  'points.almostThere': '¡Ya casi!',
  // datedFact
  'datedFact.textRequired': 'Escriba el texto',
  'datedFact.textTooLong': 'El texto debe tener 1000 caracteres o menos',
  'datedFact.sourceRequired': 'Escriba la fuente',
  'datedFact.sourceTooLong': 'La fuente debe tener 300 caracteres o menos',
  'datedFact.checkedOnRequired': 'Escriba la fecha en que se verificó (AAAA, AAAA-MM o AAAA-MM-DD)',
  'datedFact.checkedOnInFuture': 'La fecha en que se verificó no puede ser en el futuro',
  'datedFact.markup': 'Solo texto simple: quite < y >',
  // submission
  'submission.issueTypeRequired': 'Elija el tipo de problema',
  'submission.descriptionRequired': 'Describa el problema',
  'submission.descriptionTooLong': 'La descripción debe tener menos de 2000 caracteres',
  'submission.roleRequired': 'Elija su función',
  'submission.nameTooShort': 'El nombre debe tener al menos 2 caracteres',
  'submission.nameTooLong': 'El nombre debe tener menos de 100 caracteres',
  'submission.invalidEmail': 'Escriba un correo electrónico válido',
  'submission.invalidPhone': 'Escriba un número de teléfono válido',
  'submission.verificationRequired': 'Elija un método de verificación',
  'submission.additionalInfoTooLong':
    'La información adicional debe tener menos de 2000 caracteres',
  'submission.reportSuccessTitle': 'Su reporte fue enviado',
  'submission.reportSuccess': 'Gracias por reportar este problema. Lo revisaremos pronto.',
  'submission.reportFailureTitle': 'No se pudo enviar el reporte',
  'submission.reportFailure':
    'Vuelva a intentarlo más tarde o comuníquese directamente con soporte.',
  'submission.claimSuccessTitle': 'Solicitud para reclamar la tienda enviada',
  'submission.claimSuccess':
    'Revisaremos su solicitud y nos comunicaremos con usted en 2 a 3 días hábiles.',
  'submission.claimFailureTitle': 'No se pudo enviar',
  'submission.claimFailure':
    'Hubo un error al enviar su solicitud para reclamar la tienda. Vuelva a intentarlo.',
  // moderation
  'moderation.reasonRequired': 'Elija un motivo',
  'moderation.noteTooLong': 'La nota debe tener 500 caracteres o menos',
  'moderation.unknownType': 'Puede reportar una reseña, un consejo o una foto.',
  'moderation.notFound':
    '{item, select, tip {Este consejo ya no existe.} review {Esta reseña ya no existe.} photo {Esta foto ya no existe.} other {Esto ya no existe.}}',
  'moderation.ownItem':
    '{item, select, tip {No puede reportar su propio consejo.} review {No puede reportar su propia reseña.} photo {No puede reportar su propia foto.} other {No puede reportar lo que usted publicó.}}',
  'moderation.ownDecision':
    '{item, select, tip {No puede moderar su propio consejo.} review {No puede moderar su propia reseña.} photo {No puede moderar su propia foto.} other {No puede moderar lo que usted publicó.}} Otro moderador lo revisará.',
  'moderation.alreadyFlagged':
    '{item, select, tip {Ya reportó este consejo.} review {Ya reportó esta reseña.} photo {Ya reportó esta foto.} other {Ya lo reportó.}} Un moderador lo revisará.',
  'moderation.alreadyDecided':
    '{item, select, tip {Un moderador ya quitó este consejo.} review {Un moderador ya quitó esta reseña.} photo {Un moderador ya quitó esta foto.} other {Un moderador ya lo quitó.}}',
  'moderation.flagged': 'Gracias. Un moderador lo revisará.',
  'moderation.decisionRequired': 'Elija ocultar, quitar o restaurar.',
  'moderation.decisionReasonRequired': 'Escriba un motivo que el autor podrá ver',
  'moderation.decisionReasonTooLong': 'El motivo debe tener 500 caracteres o menos',
  'moderation.hiddenNotice': 'Ocultado por un moderador: {reason}',
  'moderation.removedNotice': 'Quitado por un moderador: {reason}',
  // contribution
  'contribution.phoneRequired': 'Escriba un número de teléfono',
  'contribution.phoneInvalid': 'Escriba un número de teléfono válido',
  'contribution.phoneAdded': '¡El número de teléfono fue agregado!',
  'contribution.phoneFailed': 'No se pudo agregar el número de teléfono. Vuelva a intentarlo.',
  'contribution.hoursAdded': '¡El horario de la tienda fue agregado!',
  'contribution.hoursFailed': 'No se pudo agregar el horario de la tienda. Vuelva a intentarlo.',
  'contribution.hoursMissingDay': `${DAY}: escriba el horario`,
  'contribution.hoursUnknownDay': `${DAY} no es un día de la semana`,
  'contribution.hoursInvalidTime': `${DAY}: las horas deben escribirse en formato de 24 horas HH:MM`,
  'contribution.notFound': 'No se encontró el aporte',
  'contribution.alreadyReviewed': 'Este aporte ya fue revisado.',
  'contribution.ownContribution': 'No puede aprobar su propio aporte. Otro moderador lo revisará.',
  'contribution.notModerator': 'No tiene permiso para hacer esto.',
  // enrichment
  'enrichment.limitedData':
    'Datos limitados: los detalles adicionales de la tienda (teléfonos, horarios, calificaciones) están limitados por el momento por el uso del servicio.',
  'enrichment.noOpenMapData': 'No se encontraron más datos en OpenStreetMap.',
  'enrichment.showingReviews':
    'Se muestran {shown} de {total, plural, one {# reseña} other {# reseñas}}',
  // ebtHelp
  'ebtHelp.stateRequired': 'Elija un estado',
  'ebtHelp.nameRequired': 'Escriba el nombre del comercio',
  'ebtHelp.nameTooLong': 'El nombre debe tener 120 caracteres o menos',
  'ebtHelp.websiteInvalid': 'Escriba una dirección web que empiece con https://',
  'ebtHelp.noteTooLong': 'La nota debe tener 500 caracteres o menos',
  'ebtHelp.officeRequired': 'Escriba la oficina donde las personas presentan quejas',
  'ebtHelp.officeTooLong': 'La oficina debe tener 200 caracteres o menos',
  'ebtHelp.contactTooLong': 'El contacto debe tener 500 caracteres o menos',
  'ebtHelp.notAdmin': 'Solo los administradores pueden cambiar las páginas de ayuda.',
  'ebtHelp.retailerNotFound': 'Este comercio en línea ya no está en la lista.',
  'ebtHelp.contactNotFound': 'Este contacto para quejas ya no está en la lista.',
  'ebtHelp.unknownFact': 'Ese texto de ayuda no existe.',
  'ebtHelp.tooManyStores': 'Un comercio en línea puede nombrar como máximo 200 tiendas',
  'ebtHelp.storeIdInvalid':
    'El identificador de una tienda es el número en la dirección de su página',
  'ebtHelp.storesNotListed': 'Estas tiendas no están en la lista del USDA: {ids}',
  'ebtHelp.storesInOtherState': 'Estas tiendas no están en {state}: {ids}',
  // verify
  'verify.invalidLink':
    'Este enlace de verificación no es válido o ya venció. Inicie sesión para recibir uno nuevo.',
  'verify.passwordNeeded':
    "Escriba la contraseña que eligió para esta cuenta para confirmar su correo electrónico. Si usted no creó esta cuenta u olvidó la contraseña, elija una nueva con '¿Olvidó su contraseña?'.",
  'verify.passwordWrong':
    "Esta no es la contraseña de esta cuenta. Si usted no la creó u olvidó la contraseña, elija una nueva con '¿Olvidó su contraseña?'.",
  // reset
  'reset.requested':
    'Si hay una cuenta con este correo electrónico, le enviamos un enlace para elegir una nueva contraseña. Revise su correo electrónico.',
  'reset.invalidLink':
    'Este enlace para cambiar la contraseña no es válido o ya venció. Pida uno nuevo.',
  'reset.done': 'Su contraseña fue cambiada. Inicie sesión con su nueva contraseña.',
  // secondFactor
  'secondFactor.required':
    'Escriba el código de 6 dígitos de su aplicación de autenticación, o uno de sus códigos de recuperación.',
  'secondFactor.wrongCode': 'Este código no es correcto o ya se usó. Vuelva a intentarlo.',
  'secondFactor.reauthenticate': 'Escriba su contraseña otra vez para continuar.',
  'secondFactor.passwordWrong': 'La contraseña no es correcta.',
  'secondFactor.alreadyEnrolled': 'La verificación en dos pasos ya está activada en esta cuenta.',
  'secondFactor.notEnrolled': 'La verificación en dos pasos no está activada en esta cuenta.',
  'secondFactor.noPendingEnrolment':
    'Vuelva a empezar la configuración: venció después de 15 minutos.',
  'secondFactor.noAccount': 'No hay ninguna cuenta con este correo electrónico.',
  'secondFactor.adminsOnly':
    'Solo los administradores pueden desactivar la verificación en dos pasos de otra cuenta.',
  'secondFactor.ownAccount':
    'Para desactivar su propia verificación en dos pasos, use la configuración de su cuenta.',
  // outage
  'outage.search': 'La búsqueda está limitada por el momento. Vuelva a intentarlo en un minuto.',
  'outage.identity':
    'Por el momento no se puede iniciar sesión ni cambiar la cuenta. Vuelva a intentarlo en un minuto.',
  'outage.community':
    'Las reseñas, los favoritos y las fotos no están disponibles por el momento. Vuelva a intentarlo en un minuto.',
  'outage.content': 'El blog no está disponible por el momento. Vuelva a intentarlo en un minuto.',
  'outage.enrichment':
    'Los detalles adicionales de la tienda no están disponibles por el momento. Vuelva a intentarlo en un minuto.',
  'outage.audit':
    'El registro de actividad no está disponible por el momento. Vuelva a intentarlo en un minuto.',
  'outage.cache':
    'Las publicaciones están en pausa por un momento. Vuelva a intentarlo en un minuto.',
  'outage.blobs': 'No se pueden subir archivos por el momento. Vuelva a intentarlo en un minuto.',
  'outage.other':
    'Esta parte del sitio no está disponible por el momento. Vuelva a intentarlo en un minuto.',
};
