import type { MessageCatalog } from './message-translator';

// Weekday names arrive in English inside a message; Spanish writes them in lower case.
const DAY =
  '{day, select, Monday {lunes} Tuesday {martes} Wednesday {miércoles} Thursday {jueves} Friday {viernes} Saturday {sábado} Sunday {domingo} other {{day}}}';
const AGAIN_IN_MINUTES =
  'Vuelva a intentarlo en {minutes, plural, one {# minuto} other {# minutos}}.';

/**
 * The Spanish of every message the API sends to the public site, keyed by the English message as the
 * services write it (`{name}` where it carries a value). Worded by docs/spanish-glossary.md (usted,
 * "SNAP" and "EBT" untranslated). The catalog check (apps/standalone/src/public-messages.spec.ts)
 * fails when an English message has no entry here or an entry has no English message.
 */
export const ES_MESSAGES: MessageCatalog = {
  // Accounts
  'Please enter a valid email address': 'Escriba un correo electrónico válido',
  'Email must be less than 255 characters':
    'El correo electrónico debe tener menos de 255 caracteres',
  'Password must be at least 8 characters': 'La contraseña debe tener al menos 8 caracteres',
  'Password must be less than 128 characters': 'La contraseña debe tener menos de 128 caracteres',
  'Password is required': 'Escriba una contraseña',
  'Full name is required': 'Escriba su nombre completo',
  'Name must be less than 100 characters': 'El nombre debe tener menos de 100 caracteres',
  'Name can only contain letters, spaces, apostrophes, and hyphens':
    'El nombre solo puede tener letras, espacios, apóstrofos y guiones',
  'An account with this email already exists. Please sign in instead.':
    'Ya existe una cuenta con este correo electrónico. Inicie sesión.',
  'Invalid email or password. Please try again.':
    'El correo electrónico o la contraseña no son correctos. Vuelva a intentarlo.',
  'Please enter your current password.': 'Escriba su contraseña actual.',
  'The current password is not correct. Your password was not changed.':
    'La contraseña actual no es correcta. Su contraseña no se cambió.',
  'Password mismatch': 'Las contraseñas no coinciden',
  'Please make sure both passwords match.': 'Asegúrese de que las dos contraseñas sean iguales.',
  'Password too short': 'Contraseña muy corta',
  'Password must be at least 8 characters long.': 'La contraseña debe tener al menos 8 caracteres.',
  'This password is one of the most common ones, found in data breaches. Please choose a different password.':
    'Esta contraseña es una de las más comunes y aparece en filtraciones de datos. Elija otra contraseña.',
  'Password too common': 'Contraseña muy común',
  'User not authenticated': 'Inicie sesión para continuar',
  'You do not have permission to do this.': 'No tiene permiso para hacer esto.',
  'Account created successfully! Please check your email to verify your account.':
    '¡Su cuenta fue creada! Revise su correo electrónico para verificar su cuenta.',
  'Welcome back! Great to see you again.': '¡Bienvenido de nuevo! Qué gusto verle otra vez.',
  'Language must be en or es': 'El idioma debe ser en (inglés) o es (español)',
  'This verification link is invalid or has expired. Please sign in to get a new one.':
    'Este enlace de verificación no es válido o ya venció. Inicie sesión para recibir uno nuevo.',
  "Please enter the password you chose for this account to confirm your e-mail. If you did not create this account or forgot the password, choose a new one with 'Forgot password?'.":
    "Escriba la contraseña que eligió para esta cuenta para confirmar su correo electrónico. Si usted no creó esta cuenta u olvidó la contraseña, elija una nueva con '¿Olvidó su contraseña?'.",
  "This is not the password of this account. If you did not create it or forgot the password, choose a new one with 'Forgot password?'.":
    "Esta no es la contraseña de esta cuenta. Si usted no la creó u olvidó la contraseña, elija una nueva con '¿Olvidó su contraseña?'.",
  'The password is not correct. Your account was not deleted.':
    'La contraseña no es correcta. Su cuenta no se eliminó.',
  'If an account exists for this email, we sent a link to choose a new password. Please check your email.':
    'Si hay una cuenta con este correo electrónico, le enviamos un enlace para elegir una nueva contraseña. Revise su correo electrónico.',
  'This password reset link is invalid or has expired. Please ask for a new one.':
    'Este enlace para cambiar la contraseña no es válido o ya venció. Pida uno nuevo.',
  'Your password has been changed. Please sign in with your new password.':
    'Su contraseña fue cambiada. Inicie sesión con su nueva contraseña.',
  'Your session has expired. Please sign in again.': 'Su sesión venció. Inicie sesión otra vez.',
  'Too many attempts. Please try again in {minutes} minute.': `Demasiados intentos. ${AGAIN_IN_MINUTES}`,
  'Too many attempts. Please try again in {minutes} minutes.': `Demasiados intentos. ${AGAIN_IN_MINUTES}`,
  'Too many requests. Please try again in {minutes} minute.': `Demasiadas solicitudes. ${AGAIN_IN_MINUTES}`,
  'Too many requests. Please try again in {minutes} minutes.': `Demasiadas solicitudes. ${AGAIN_IN_MINUTES}`,

  // Two-step verification and sessions
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.':
    'Escriba el código de 6 dígitos de su aplicación de autenticación, o uno de sus códigos de recuperación.',
  'This code is not correct or was already used. Please try again.':
    'Este código no es correcto o ya se usó. Vuelva a intentarlo.',
  'Please enter your password again to continue.': 'Escriba su contraseña otra vez para continuar.',
  'The password is not correct.': 'La contraseña no es correcta.',
  'Two-step verification is already on for this account.':
    'La verificación en dos pasos ya está activada en esta cuenta.',
  'Two-step verification is not on for this account.':
    'La verificación en dos pasos no está activada en esta cuenta.',
  'Please start the set-up again: it expired after 15 minutes.':
    'Vuelva a empezar la configuración: venció después de 15 minutos.',
  'No account with this e-mail.': 'No hay ninguna cuenta con este correo electrónico.',
  'Only admins can turn off the two-step verification of another account.':
    'Solo los administradores pueden desactivar la verificación en dos pasos de otra cuenta.',
  'To turn off your own two-step verification, use your account settings.':
    'Para desactivar su propia verificación en dos pasos, use la configuración de su cuenta.',
  'This session has already ended.': 'Esta sesión ya terminó.',

  // Outages and unexpected failures
  'Search is temporarily limited. Please try again in a minute.':
    'La búsqueda está limitada por el momento. Vuelva a intentarlo en un minuto.',
  'Signing in and account changes are temporarily unavailable. Please try again in a minute.':
    'Por el momento no se puede iniciar sesión ni cambiar la cuenta. Vuelva a intentarlo en un minuto.',
  'Reviews, favorites and photos are temporarily unavailable. Please try again in a minute.':
    'Las reseñas, los favoritos y las fotos no están disponibles por el momento. Vuelva a intentarlo en un minuto.',
  'The blog is temporarily unavailable. Please try again in a minute.':
    'El blog no está disponible por el momento. Vuelva a intentarlo en un minuto.',
  'Extra store details are temporarily unavailable. Please try again in a minute.':
    'Los detalles adicionales de la tienda no están disponibles por el momento. Vuelva a intentarlo en un minuto.',
  'The activity log is temporarily unavailable. Please try again in a minute.':
    'El registro de actividad no está disponible por el momento. Vuelva a intentarlo en un minuto.',
  'Posting is paused for a moment. Please try again in a minute.':
    'Las publicaciones están en pausa por un momento. Vuelva a intentarlo en un minuto.',
  'Uploads are temporarily unavailable. Please try again in a minute.':
    'No se pueden subir archivos por el momento. Vuelva a intentarlo en un minuto.',
  'This part of the site is temporarily unavailable. Please try again in a minute.':
    'Esta parte del sitio no está disponible por el momento. Vuelva a intentarlo en un minuto.',
  'An unexpected error occurred. Please try again.':
    'Ocurrió un error inesperado. Vuelva a intentarlo.',

  // Reviews, tips, points
  'Rating is required': 'Elija una calificación',
  'Rating must be between 1-5': 'La calificación debe ser de 1 a 5 estrellas',
  'Review must be less than 1000 characters': 'La reseña debe tener menos de 1000 caracteres',
  'Review submitted successfully!': '¡Su reseña fue enviada!',
  'Failed to submit review': 'No se pudo enviar la reseña',
  'Error loading reviews. Please try again later.':
    'No se pudieron cargar las reseñas. Vuelva a intentarlo más tarde.',
  'Your review has been successfully deleted.': 'Su reseña fue eliminada.',
  'Error deleting review': 'No se pudo eliminar la reseña',
  'Please try again later.': 'Vuelva a intentarlo más tarde.',
  'Review not found': 'No se encontró la reseña',
  'You can only delete your own reviews.': 'Solo puede eliminar sus propias reseñas.',
  'A moderator took down your review of this store, so it cannot be replaced. You can still leave a tip.':
    'Un moderador quitó su reseña de esta tienda, así que no se puede reemplazar. Todavía puede dejar un consejo.',
  'Anonymous User': 'Usuario anónimo',
  'Comment cannot be empty': 'El comentario no puede estar vacío',
  'Comment must be less than 500 characters': 'El comentario debe tener menos de 500 caracteres',
  'Failed to award points': 'No se pudieron dar los puntos',
  'Almost there!': '¡Ya casi!',

  // Photos and images
  'Invalid file type. Only JPG, PNG, GIF, and WebP images are allowed.':
    'Tipo de archivo no válido. Solo se permiten imágenes JPG, PNG, GIF y WebP.',
  'File size exceeds 10MB limit.': 'El archivo pasa del límite de 10MB.',
  'File is too small. Please upload a valid image.':
    'El archivo es muy pequeño. Suba una imagen válida.',
  'File extension does not match file type.':
    'La extensión del archivo no corresponde al tipo de archivo.',
  'Maximum 5 photos allowed. Only the first 5 will be kept.':
    'Se permiten 5 fotos como máximo. Solo se guardarán las primeras 5.',
  '{file}: {error}': '{file}: {error}',
  'Please choose at least one photo to upload.': 'Elija al menos una foto para subir.',
  "The store you're looking for doesn't exist or may have been removed.":
    'La tienda que busca no existe o fue eliminada.',
  'Failed to upload photos. Please try again.':
    'No se pudieron subir las fotos. Vuelva a intentarlo.',
  'Image dimensions are too large. Use an image of at most 40 megapixels.':
    'La imagen es demasiado grande. Use una imagen de 40 megapíxeles como máximo.',
  'Animated image is too large. Use at most 100 frames and 16 megapixels in all frames together.':
    'La imagen animada es demasiado grande. Use 100 cuadros como máximo y 16 megapíxeles en total entre todos los cuadros.',

  // Moderation
  'Please choose a reason': 'Elija un motivo',
  'Note must be 500 characters or less': 'La nota debe tener 500 caracteres o menos',
  'You can flag a review, a tip or a photo.': 'Puede reportar una reseña, un consejo o una foto.',
  'This {item} no longer exists.':
    '{item, select, tip {Este consejo ya no existe.} review {Esta reseña ya no existe.} photo {Esta foto ya no existe.} other {Esto ya no existe.}}',
  'You cannot flag your own {item}.':
    '{item, select, tip {No puede reportar su propio consejo.} review {No puede reportar su propia reseña.} photo {No puede reportar su propia foto.} other {No puede reportar lo que usted publicó.}}',
  'You cannot moderate your own {item}. Another moderator will review it.':
    '{item, select, tip {No puede moderar su propio consejo.} review {No puede moderar su propia reseña.} photo {No puede moderar su propia foto.} other {No puede moderar lo que usted publicó.}} Otro moderador lo revisará.',
  'You have already flagged this {item}. A moderator will look at it.':
    '{item, select, tip {Ya reportó este consejo.} review {Ya reportó esta reseña.} photo {Ya reportó esta foto.} other {Ya lo reportó.}} Un moderador lo revisará.',
  'This {item} has already been taken down by a moderator.':
    '{item, select, tip {Un moderador ya quitó este consejo.} review {Un moderador ya quitó esta reseña.} photo {Un moderador ya quitó esta foto.} other {Un moderador ya lo quitó.}}',
  'Thank you. A moderator will look at it.': 'Gracias. Un moderador lo revisará.',
  'Choose hide, remove or restore.': 'Elija ocultar, quitar o restaurar.',
  'Please give a reason the author will see': 'Escriba un motivo que el autor podrá ver',
  'Reason must be 500 characters or less': 'El motivo debe tener 500 caracteres o menos',
  'Hidden by a moderator: {reason}': 'Ocultado por un moderador: {reason}',
  'Removed by a moderator: {reason}': 'Quitado por un moderador: {reason}',

  // Phone numbers and opening hours
  'Please enter a phone number': 'Escriba un número de teléfono',
  'Please enter a valid phone number': 'Escriba un número de teléfono válido',
  'Phone number added successfully!': '¡El número de teléfono fue agregado!',
  'Failed to add phone number. Please try again.':
    'No se pudo agregar el número de teléfono. Vuelva a intentarlo.',
  'Store hours added successfully!': '¡El horario de la tienda fue agregado!',
  'Failed to add store hours. Please try again.':
    'No se pudo agregar el horario de la tienda. Vuelva a intentarlo.',
  '{day}: opening hours are required': `${DAY}: escriba el horario`,
  '{day} is not a day of the week': `${DAY} no es un día de la semana`,
  '{day}: times must be 24-hour HH:MM': `${DAY}: las horas deben escribirse en formato de 24 horas HH:MM`,
  'Contribution not found': 'No se encontró el aporte',
  'This contribution has already been reviewed.': 'Este aporte ya fue revisado.',
  'You cannot approve your own contribution. Another moderator will review it.':
    'No puede aprobar su propio aporte. Otro moderador lo revisará.',

  // Reports and store claims
  'Please select an issue type': 'Elija el tipo de problema',
  'Please describe the issue': 'Describa el problema',
  'Description must be less than 2000 characters':
    'La descripción debe tener menos de 2000 caracteres',
  'Please select your role': 'Elija su función',
  'Name must be at least 2 characters': 'El nombre debe tener al menos 2 caracteres',
  'Please select a verification method': 'Elija un método de verificación',
  'Additional information must be less than 2000 characters':
    'La información adicional debe tener menos de 2000 caracteres',
  'Report submitted successfully': 'Su reporte fue enviado',
  "Thank you for reporting this issue. We'll review it shortly.":
    'Gracias por reportar este problema. Lo revisaremos pronto.',
  'Failed to submit report': 'No se pudo enviar el reporte',
  'Please try again later or contact support directly.':
    'Vuelva a intentarlo más tarde o comuníquese directamente con soporte.',
  'Claim Request Submitted': 'Solicitud para reclamar la tienda enviada',
  'We will review your request and contact you within 2-3 business days.':
    'Revisaremos su solicitud y nos comunicaremos con usted en 2 a 3 días hábiles.',
  'Submission Failed': 'No se pudo enviar',
  'There was an error submitting your claim request. Please try again.':
    'Hubo un error al enviar su solicitud para reclamar la tienda. Vuelva a intentarlo.',

  // Stores that refuse EBT
  'Recently reported as not accepting EBT; call ahead':
    'Reportada hace poco por no aceptar EBT; llame antes de ir',
  'Thank you. Your report helps other people plan ahead.':
    'Gracias. Su reporte ayuda a otras personas a planear con tiempo.',
  'You already reported this store in the last 30 days.':
    'Usted ya reportó esta tienda en los últimos 30 días.',
  "This store is no longer on USDA's list of SNAP retailers, so it cannot be reported as refusing EBT.":
    'Esta tienda ya no está en la lista del USDA de tiendas que aceptan SNAP, así que no se puede reportar por no aceptar EBT.',
  'This store has no recent reports to clear.':
    'Esta tienda no tiene reportes recientes que borrar.',

  // Store details
  'Limited Data Available: Enhanced store details (phone numbers, hours, ratings) are temporarily limited due to API usage.':
    'Datos limitados: los detalles adicionales de la tienda (teléfonos, horarios, calificaciones) están limitados por el momento por el uso del servicio.',
  'No additional data found in OpenStreetMap database.':
    'No se encontraron más datos en OpenStreetMap.',
  'Showing {shown} of {total} reviews':
    'Se muestran {shown} de {total, plural, one {# reseña} other {# reseñas}}',

  // Help pages and dated facts
  'Please enter the text': 'Escriba el texto',
  'Text must be 1000 characters or less': 'El texto debe tener 1000 caracteres o menos',
  'Please enter the source': 'Escriba la fuente',
  'Source must be 300 characters or less': 'La fuente debe tener 300 caracteres o menos',
  'Please enter the date it was checked (YYYY, YYYY-MM or YYYY-MM-DD)':
    'Escriba la fecha en que se verificó (AAAA, AAAA-MM o AAAA-MM-DD)',
  'The date it was checked cannot be in the future':
    'La fecha en que se verificó no puede ser en el futuro',
  'Plain text only: remove < and >': 'Solo texto simple: quite < y >',
  'Please choose a state': 'Elija un estado',
  "Please enter the retailer's name": 'Escriba el nombre del comercio',
  'Name must be 120 characters or less': 'El nombre debe tener 120 caracteres o menos',
  'Please enter a web address starting with https://':
    'Escriba una dirección web que empiece con https://',
  'Please enter the office people complain to':
    'Escriba la oficina donde las personas presentan quejas',
  'Office must be 200 characters or less': 'La oficina debe tener 200 caracteres o menos',
  'Contact must be 500 characters or less': 'El contacto debe tener 500 caracteres o menos',
  'Only admins can change the help pages.':
    'Solo los administradores pueden cambiar las páginas de ayuda.',
  'This online retailer entry no longer exists.': 'Este comercio en línea ya no está en la lista.',
  'This complaint contact no longer exists.': 'Este contacto para quejas ya no está en la lista.',
  'There is no such help text.': 'Ese texto de ayuda no existe.',
  'An online retailer can name at most 200 stores':
    'Un comercio en línea puede nombrar como máximo 200 tiendas',
  'A store id is the number in the address of its store page':
    'El identificador de una tienda es el número en la dirección de su página',
  "These stores are not on USDA's list: {ids}":
    'Estas tiendas no están en la lista del USDA: {ids}',
  'These stores are not in {state}: {ids}': 'Estas tiendas no están en {state}: {ids}',

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
