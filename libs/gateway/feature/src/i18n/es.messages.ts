import { AUDIT_ACTIONS } from '@snap/contracts';
import { CATEGORIES, PROGRAM_KINDS, SUBMISSION_STATUSES } from '@snap/domain';
import type { MessageCatalogById } from './message-translator';

// Weekday names arrive in English inside a message; Spanish writes them in lower case.
const DAY =
  '{day, select, Monday {lunes} Tuesday {martes} Wednesday {miércoles} Thursday {jueves} Friday {viernes} Saturday {sábado} Sunday {domingo} other {{day}}}';
// The choices of a rule are the API's words (ids), the same in both languages.
const CATEGORY_CHOICES = CATEGORIES.map((category) => category.id).join(', ');
const AGAIN_IN_MINUTES =
  'Vuelva a intentarlo en {minutes, plural, one {# minuto} other {# minutos}}.';

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
  'photo.fileError': '{file}: {error}',
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
  // session
  'session.expired': 'Su sesión venció. Inicie sesión otra vez.',
  'session.gone': 'Esta sesión ya terminó.',
  // deleteAccount
  'deleteAccount.passwordWrong': 'La contraseña no es correcta. Su cuenta no se eliminó.',
  // attemptLimit, rateLimit
  'attemptLimit.tooManyAttempts': `Demasiados intentos. ${AGAIN_IN_MINUTES}`,
  'rateLimit.tooManyRequests': `Demasiadas solicitudes. ${AGAIN_IN_MINUTES}`,
  // gateway
  'gateway.unexpectedError': 'Ocurrió un error inesperado. Vuelva a intentarlo.',
  'gateway.noPhotoChosen': 'Elija al menos una foto para subir.',
  // store, search
  'store.notFound': 'La tienda que busca no existe o fue eliminada.',
  'search.invalidZip': 'Escriba un código postal (ZIP) válido de 5 dígitos.',
  // validation (the values written into a rule's message are written into its Spanish too)
  'validation.latitude': 'lat debe ser una latitud entre -90 y 90',
  'validation.longitude': 'lng debe ser una longitud entre -180 y 180',
  'validation.radiusMiles': 'radiusMiles debe ser una de estas millas: 10, 20, 40',
  'validation.limitAtMost100': 'limit no debe ser mayor que 100',
  'validation.limitAtMost200': 'limit no debe ser mayor que 200',
  'validation.limitAtMost2000': 'limit no debe ser mayor que 2000',
  'validation.stateCode': 'state debe ser el código de dos letras de un estado',
  'validation.category': `category debe ser una de estas: ${CATEGORY_CHOICES}`,
  'validation.photoReference': 'la referencia de la foto solo puede tener letras, dígitos, - o _',
  'validation.stagingKey': 'stagingKey debe ser una clave de carga',
  'validation.storeId': 'storeId debe ser el id de una tienda',
  'validation.storeIdsAtMost200': 'storeIds no debe tener más de 200 elementos',
  'validation.noticeId': 'id debe ser el identificador de un aviso',
  'validation.reportOrClaimId': 'id debe ser el id de un reporte o de un reclamo',
  'validation.postId': 'id debe ser el id de un artículo',
  'validation.entryId': 'id debe ser el id de una entrada',
  'validation.clickId': 'clickId debe ser un UUID',
  'validation.itemType': 'itemType debe ser review, tip o photo',
  'validation.submissionStatus': `status debe ser uno de estos: ${SUBMISSION_STATUSES.join(', ')}`,
  'validation.moderationStatus': 'status debe ser uno de estos: open, hidden, removed',
  'validation.ebtRefusalStatus': 'status debe ser uno de estos: open, marked',
  'validation.storeStatus': 'status debe ser active o closed',
  'validation.programKind': `kind debe ser uno de estos: ${PROGRAM_KINDS.join(', ')}`,
  'validation.auditAction': `action debe ser una de estas: ${AUDIT_ACTIONS.join(', ')}`,
  'validation.date': 'La fecha debe escribirse AAAA-MM-DD.',
  'validation.stateCodes': 'Cada estado debe ser un código de dos letras.',
  'validation.dailyLimitRange': 'El límite diario debe estar entre 0 y 1,000,000',
  'validation.dailyLimitWhole': 'El límite diario debe ser un número entero',
  'validation.period': 'El período debe ser de 7, 30 o 90 días',
  'validation.route': 'route debe ser el nombre de una ruta',
  'validation.path': 'path debe empezar con /',
};
