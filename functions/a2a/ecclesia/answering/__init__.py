"""The catholic_qa answer pipeline: cited answers grounded in the document index.

Entry point: ``answer_question(question, deadline=..., conversation=...)``. Every failure the
caller should see is ``AnswerUnavailable``, whose message is safe for ``status.message``.

Configuration (environment):
    ECCLESIA_QA_PROVIDER                  extractive (default, offline) | bedrock | openai
    ECCLESIA_QA_BEDROCK_MODEL_ID          Bedrock model or inference-profile id (bedrock)
    ECCLESIA_QA_BEDROCK_REGION            optional; defaults to the function's region
    ECCLESIA_QA_OPENAI_BASE_URL           e.g. https://api.openai.com/v1 (openai)
    ECCLESIA_QA_OPENAI_MODEL              model name sent to that endpoint (openai)
    ECCLESIA_QA_OPENAI_API_KEY_SECRET     Secrets Manager secret name/ARN holding the key, or
    ECCLESIA_QA_OPENAI_API_KEY_PARAMETER  SSM SecureString parameter name/ARN; neither: no key
    ECCLESIA_QA_OPENAI_JSON_MODE          false drops response_format for servers without it
"""

from ecclesia.answering.errors import AnswerUnavailable
from ecclesia.answering.pipeline import answer_question
from ecclesia.answering.results import Answer, Citation

__all__ = ["Answer", "AnswerUnavailable", "Citation", "answer_question"]
