// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IVRFConsumerV2Plus, IVRFCoordinatorV2Plus, VRFV2PlusClient} from "../interfaces/IVRFCoordinatorV2Plus.sol";

/// @title The devnet's stand-in for Chainlink's VRF v2.5 coordinator: records requests and lets its
/// owner (the lottery keeper, or a test) fulfil them with the words it chooses. Never deployed
/// outside the devnet and tests.
contract DevnetVRFCoordinator is IVRFCoordinatorV2Plus, Ownable {
    struct Request {
        address consumer;
        uint32 numWords;
        uint32 callbackGasLimit;
        bool fulfilled;
    }

    uint256 public lastRequestId;
    mapping(uint256 requestId => Request) public requests;

    event RandomWordsRequested(uint256 indexed requestId, address indexed consumer, uint32 numWords);
    event RandomWordsFulfilled(uint256 indexed requestId, bool success);

    error UnknownRequest(uint256 requestId);
    error AlreadyFulfilled(uint256 requestId);
    error WrongWordCount(uint256 expected);

    constructor(address owner_) Ownable(owner_) {}

    function requestRandomWords(VRFV2PlusClient.RandomWordsRequest calldata req) external returns (uint256 requestId) {
        requestId = ++lastRequestId;
        requests[requestId] = Request(msg.sender, req.numWords, req.callbackGasLimit, false);
        emit RandomWordsRequested(requestId, msg.sender, req.numWords);
    }

    /// @notice Delivers `words` to the request's consumer, as Chainlink's coordinator would: a consumer
    /// that reverts marks the request fulfilled without success.
    function fulfillRandomWords(uint256 requestId, uint256[] calldata words) external onlyOwner {
        Request storage request = requests[requestId];
        if (request.consumer == address(0)) revert UnknownRequest(requestId);
        if (request.fulfilled) revert AlreadyFulfilled(requestId);
        if (words.length != request.numWords) revert WrongWordCount(request.numWords);
        request.fulfilled = true;
        (bool success,) = request.consumer.call{gas: request.callbackGasLimit}(
            abi.encodeCall(IVRFConsumerV2Plus.rawFulfillRandomWords, (requestId, words))
        );
        emit RandomWordsFulfilled(requestId, success);
    }
}
