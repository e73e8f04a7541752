// Starts swagger-ui on /api/docs, from a file of its own: the page's Content-Security-Policy allows
// no inline script. The document comes from /api/docs/openapi.json with the page's cookie; 'Try it
// out' calls the API with the app's session token when this browser holds one (same origin).
'use strict';

window.addEventListener('load', function () {
  var ui = window.SwaggerUIBundle({
    url: '/api/docs/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    // No badge fetched from validator.swagger.io: the page talks to this server only.
    validatorUrl: null,
    presets: [window.SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    filter: true,
    displayOperationId: false,
    onComplete: function () {
      var token = null;
      try {
        token = window.localStorage.getItem('aula.token');
      } catch (error) {
        token = null;
      }
      if (token) ui.preauthorizeApiKey('bearer', token);
    },
  });
  window.ui = ui;
});
