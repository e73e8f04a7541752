// The session as the login token carries it (payload.data) and the sede stored beside it.

/** `data` of the JWT payload. */
export interface TokenUser {
  id: number;
  primer_nombre: string;
  primer_apellido: string;
  sede_id: number;
  /** JSON text of the permission codes array, e.g. '["4586B73F","560B5B09"]'. */
  permisos: string;
  sedes_permitidas: number[];
}

export interface TokenPayload {
  data: TokenUser;
  iat?: number;
  exp?: number;
}

export interface StoredSede {
  id: number;
  nombre: string;
}
